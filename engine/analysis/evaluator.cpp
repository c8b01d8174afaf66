// The differential evaluator: an LRU cache of whole analyses and the charge
// maps carried from one position to the next.
#include "evaluator.h"

#include "context.h"
#include "links.h"
#include "reading_memo.h"

#include <algorithm>

namespace irodori::analysis {

namespace detail {
namespace {
// The lists kept for reuse, per thread. Bounded: a result of a 19x19
// middle game holds a few hundred lists.
constexpr std::size_t kSpareLists = 4096;
// The reasons and lists of reasons kept, likewise (a group has a few).
constexpr std::size_t kSpareReasons = 2048;
// The links kept, likewise (a 19x19 middle game has a few hundred).
constexpr std::size_t kSpareLinks = 1024;
// The smallest board on which step 8 carries relations over.
constexpr int kCarryLinksMinSize = 13;
} // namespace

void recycle(Analysis& a)
{
    std::vector<std::vector<int>>& lists = spareMemory().lists;
    auto keep = [&](std::vector<int>& v) {
        if (v.capacity() == 0 || lists.size() >= kSpareLists)
            return;
        v.clear();
        lists.push_back(std::move(v));
    };
    for (StringInfo& s : a.strings) {
        keep(s.stones);
        keep(s.liberties);
    }
    for (Region& r : a.regions) {
        keep(r.points);
        keep(r.enemyStones);
        keep(r.falseEyes);
        keep(r.halfEyes);
        keep(r.strings);
    }
    for (Group& g : a.groups) {
        keep(g.strings);
        keep(g.regions);
        keep(g.neighbours);
        keep(g.connectionPoints);
        std::vector<Reason>& reasons = spareMemory().reasons;
        for (Reason& r : g.reasons)
            if (reasons.size() < kSpareReasons)
                reasons.push_back(std::move(r));
        g.reasons.clear();
        std::vector<std::vector<Reason>>& reasonLists = spareMemory().reasonLists;
        if (g.reasons.capacity() != 0 && reasonLists.size() < kSpareReasons)
            reasonLists.push_back(std::move(g.reasons));
    }
    std::vector<Link>& links = spareLinks();
    for (Link& l : a.links)
        if (links.size() < kSpareLinks)
            links.push_back(std::move(l));
    a.links.clear();
    // Every field as a default Analysis has it, but the point maps keep
    // their room (evaluate() assigns each of them whole).
    Analysis fresh;
    auto room = [](auto& from, auto& to) {
        from.clear();
        to.swap(from);
    };
    room(a.potential.ayaBlack, fresh.potential.ayaBlack);
    room(a.potential.ayaWhite, fresh.potential.ayaWhite);
    room(a.potential.chargeBlack, fresh.potential.chargeBlack);
    room(a.potential.chargeWhite, fresh.potential.chargeWhite);
    room(a.potential.chargeGroup, fresh.potential.chargeGroup);
    room(a.owner, fresh.owner);
    room(a.territoryKind, fresh.territoryKind);
    room(a.ownerBeforeDeadGroups, fresh.ownerBeforeDeadGroups);
    room(a.kindBeforeDeadGroups, fresh.kindBeforeDeadGroups);
    room(a.connectionPoint, fresh.connectionPoint);
    room(a.stringAt, fresh.stringAt);
    room(a.regionAt, fresh.regionAt);
    room(a.strings, fresh.strings);
    room(a.regions, fresh.regions);
    room(a.groups, fresh.groups);
    a = std::move(fresh);
}
}

Analysis evaluate(const Position& pos, Tactics& tactics, const EvalOptions& options)
{
    Analysis a;
    detail::evaluateInto(a, pos, tactics, options, nullptr, nullptr, nullptr, nullptr);
    return a;
}

Evaluator::Evaluator(Tactics& tactics, EvalOptions options, std::size_t cacheSize)
    : tactics_(tactics), options_(options), capacity_(cacheSize == 0 ? 1 : cacheSize),
      charge_(std::make_unique<detail::ChargeState>()), aya_(std::make_unique<detail::AyaState>()),
      reuse_(std::make_unique<detail::ReusingTactics>(tactics))
{
}

Evaluator::~Evaluator() = default;

const Analysis& Evaluator::evaluate(const Position& pos)
{
    ++stats_.evaluations;
    const Key key{pos.hash(), pos.prisoners(Black), pos.prisoners(White), pos.rules().komi};
    auto it = index_.find(key);
    if (it != index_.end()) {
        ++stats_.cacheHits;
        lru_.splice(lru_.begin(), lru_, it->second);
        last_ = lru_.front().reading.get();
        lastLinks_ = lru_.front().links.get();
        return lru_.front().analysis;
    }
    // How far capture answers may be carried: what the tactics promise,
    // or the caller's (approximate) radius when that is wider.
    // Exactly by each answer's scope when the tactics report it and no
    // approximate radius was asked for.
    const int promised = tactics_.locality();
    const int radius = promised < 0 ? options_.readingRadius : std::max(promised, options_.readingRadius);
    const bool scoped = promised < 0 && options_.readingRadius < 0 && tactics_.reportsScope();
    // The entry dropped last lends its memory: its reading record to the
    // answers of this position, its analysis to this one.
    if (spare_.empty())
        spare_.emplace_back();
    Entry& entry = spare_.front();
    if (entry.reading)
        reuse_->reuse(std::move(*entry.reading));
    else
        entry.reading = std::make_unique<detail::ReadingRecord>();
    detail::recycle(entry.analysis); // empties it, whatever an interrupted evaluation left
    reuse_->begin(pos, last_, radius, scoped);
    const std::uint64_t full = charge_->full, diff = charge_->differential;
    const std::uint64_t ayaFull = aya_->full, ayaDiff = aya_->differential;
    const std::uint64_t carried = reuse_->carried(), read = reuse_->read();
    if (!entry.links)
        entry.links = std::make_unique<detail::LinkMemory>();
    // On a small board a move changes what most relations read: the links
    // are judged whole there, and nothing is kept for the next position.
    const bool carryLinks = pos.size() >= detail::kCarryLinksMinSize;
    entry.links->stride = 0; // holds nothing until step 8 keeps this position's links
    entry.links->checkStride = 0; // nor step 5's checks
    const std::uint64_t linksPartial = entry.links->partial, linksCarried = entry.links->reused;
    detail::evaluateInto(entry.analysis, pos, *reuse_, options_, options_.chargeModel ? charge_.get() : nullptr,
                         aya_.get(), carryLinks ? lastLinks_ : nullptr, carryLinks ? entry.links.get() : nullptr);
    stats_.chargeFull += charge_->full - full;
    stats_.chargeDifferential += charge_->differential - diff;
    stats_.ayaFull += aya_->full - ayaFull;
    stats_.ayaDifferential += aya_->differential - ayaDiff;
    stats_.linksPartial += entry.links->partial - linksPartial;
    stats_.linksCarried += entry.links->reused - linksCarried;
    stats_.answersCarried += reuse_->carried() - carried;
    stats_.answersRead += reuse_->read() - read;
    *entry.reading = reuse_->take();
    entry.key = key;
    // The least recent entry leaves the cache once the new one is in (with
    // a cache of one it holds the answers just carried over); what it
    // holds is recycled for the next position.
    lru_.splice(lru_.begin(), spare_, spare_.begin());
    index_[key] = lru_.begin();
    last_ = lru_.front().reading.get();
    lastLinks_ = lru_.front().links.get();
    if (lru_.size() > capacity_) {
        index_.erase(lru_.back().key);
        spare_.splice(spare_.begin(), lru_, std::prev(lru_.end()));
    }
    return lru_.front().analysis;
}

void Evaluator::clear()
{
    lru_.clear();
    spare_.clear();
    index_.clear();
    last_ = nullptr;
    lastLinks_ = nullptr;
    *charge_ = detail::ChargeState{};
    *aya_ = detail::AyaState{};
}

Evaluator::Stats Evaluator::stats() const { return stats_; }

} // namespace irodori::analysis
