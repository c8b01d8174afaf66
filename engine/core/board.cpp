#include "board.h"

#include "zobrist.h"

#include <algorithm>
#include <cassert>
#include <stdexcept>

namespace irodori {

Board::Board(int size)
{
    if (size < kMinBoardSize || size > kMaxBoardSize)
        throw std::invalid_argument("board size must be between 2 and 25");
    size_ = size;
    stride_ = size + 2;
    offsets_ = {-stride_, -1, 1, stride_, -stride_ - 1, -stride_ + 1, stride_ - 1, stride_ + 1};
    undo_.reserve(1024);
    clear();
}

void Board::clear()
{
    color_.fill(Edge);
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x)
            color_[at(x, y)] = Empty;
    head_.fill(0);
    next_.fill(0);
    libs_.fill(0);
    stones_.fill(0);
    hash_ = 0;
    stoneCount_ = {0, 0, 0};
    undo_.clear();
}

int Board::countLiberties(Point h) const
{
    const std::uint32_t m = newMark();
    int n = 0;
    Point s = h;
    do {
        for (int d = 0; d < 4; ++d) {
            const Point q = s + offsets_[d];
            if (color_[q] == Empty && mark_[q] != m) {
                mark_[q] = m;
                ++n;
            }
        }
        s = next_[s];
    } while (s != h);
    return n;
}

int Board::stoneList(Point p, Point* out) const
{
    const Point h = head_[p];
    int n = 0;
    Point s = h;
    do {
        out[n++] = s;
        s = next_[s];
    } while (s != h);
    return n;
}

bool Board::isLibertyOf(Point lib, Point h) const
{
    if (color_[lib] != Empty)
        return false;
    const Color c = color_[h];
    for (int d = 0; d < 4; ++d) {
        const Point q = lib + offsets_[d];
        if (color_[q] == c && head_[q] == h)
            return true;
    }
    return false;
}

bool Board::isSuicide(Point p, Color c) const
{
    const Color o = opponent(c);
    for (int d = 0; d < 4; ++d) {
        const Point q = p + offsets_[d];
        const Color qc = color_[q];
        if (qc == Empty)
            return false;
        if (qc == c && libs_[head_[q]] > 1)
            return false;
        if (qc == o && libs_[head_[q]] == 1)
            return false;
    }
    return true;
}

int Board::wouldCapture(Point p, Color c) const
{
    const Color o = opponent(c);
    Point seen[4];
    int nSeen = 0;
    int total = 0;
    for (int d = 0; d < 4; ++d) {
        const Point q = p + offsets_[d];
        if (color_[q] != o || libs_[head_[q]] != 1)
            continue;
        const Point h = head_[q];
        if (listed(seen, nSeen, h))
            continue;
        seen[nSeen++] = h;
        total += stones_[h];
    }
    return total;
}

std::uint64_t Board::hashAfter(Point p, Color c) const
{
    const auto& keys = zobrist::keys();
    std::uint64_t h = hash_ ^ keys.stone[c][p];
    const Color o = opponent(c);
    Point seen[4];
    int nSeen = 0;
    for (int d = 0; d < 4; ++d) {
        const Point q = p + offsets_[d];
        if (color_[q] != o || libs_[head_[q]] != 1)
            continue;
        const Point hd = head_[q];
        if (listed(seen, nSeen, hd))
            continue;
        seen[nSeen++] = hd;
        Point s = hd;
        do {
            h ^= keys.stone[o][s];
            s = next_[s];
        } while (s != hd);
    }
    return h;
}

int Board::removeString(Point h)
{
    const auto& keys = zobrist::keys();
    const Color x = color_[h];
    const Color o = opponent(x);
    const int n = stones_[h];
    std::uint64_t hash = hash_;
    Point s = h;
    do {
        color_[s] = Empty;
        hash ^= keys.stone[x][s];
        // Every distinct enemy string next to s gains s as a liberty.
        addNeighbourLiberties(s, o, 1);
        s = next_[s];
    } while (s != h);
    hash_ = hash;
    stoneCount_[x] -= n;
    return n;
}

int Board::playGeneral(Point p, Color c)
{
    assert(color_[p] == Empty && isStone(c));
    const auto& keys = zobrist::keys();
    const Color o = opponent(c);
    // The neighbours are written out in offsets() order (up, left, right,
    // down): constant offsets and the stride in one register, where a loop
    // over offsets_ reloaded them after every store that might alias them.
    const int w = stride_;

    // The record is built in place: play() runs once per node of the
    // reading, and copying it in afterwards showed in profiles.
    UndoRecord& rec = undo_.emplace_back();
    rec.hash = hash_;
    rec.point = static_cast<std::int16_t>(p);
    rec.color = c;
    rec.mergedCount = 0;
    rec.oldHead = head_[p];
    rec.oldNext = next_[p];
    rec.capturedMask = 0;
    rec.suicide = false;

    color_[p] = c;
    hash_ ^= keys.stone[c][p];
    ++stoneCount_[c];
    head_[p] = static_cast<std::int16_t>(p);
    next_[p] = static_cast<std::int16_t>(p);
    stones_[p] = 1;

    Point enemies[4];
    int nEnemies = 0;
    Point friends[4];
    int nFriends = 0;
    int empties = 0;
    // The four neighbours in offsets() order, written out so that the
    // offsets are constants and the stride one register.
    auto see = [&](Point q) {
        const Color qc = color_[q];
        if (qc == Empty) {
            ++empties;
        } else if (qc == c) {
            const Point h = head_[q];
            if (!listed(friends, nFriends, h))
                friends[nFriends++] = h;
        } else if (qc == o) {
            const Point h = head_[q];
            if (!listed(enemies, nEnemies, h))
                enemies[nEnemies++] = h;
        }
    };
    see(p - w);
    see(p - 1);
    see(p + 1);
    see(p + w);

    // Kept for undo(): the same strings get p back as a liberty there.
    rec.enemyCount = static_cast<std::uint8_t>(nEnemies);
    for (int i = 0; i < nEnemies; ++i) {
        rec.enemies[i] = static_cast<std::int16_t>(enemies[i]);
        --libs_[enemies[i]];
    }

    Point newHead = p;
    if (nFriends == 0) {
        libs_[p] = static_cast<std::int16_t>(empties);
    } else if (nFriends == 1) {
        // One string extended, with a capture beside it or left without
        // liberties (play() extends it inline otherwise).
        const Point h = friends[0];
        rec.merged[0] = static_cast<std::int16_t>(h);
        rec.mergedLibs[0] = libs_[h];
        rec.mergedCount = 1;
        const int libs = extendedLiberties(p, c, h);
        head_[p] = static_cast<std::int16_t>(h);
        std::swap(next_[p], next_[h]);
        ++stones_[h];
        libs_[h] = static_cast<std::int16_t>(libs);
        newHead = h;
    } else {
        // Several strings join: the largest keeps its head, the others are
        // relabelled. The joined string's liberties are the largest one's
        // (less p) and the points next to the others and to p that are not
        // already among them: only the smaller strings are walked.
        Point base = friends[0];
        for (int i = 1; i < nFriends; ++i)
            if (stones_[friends[i]] > stones_[base])
                base = friends[i];
        rec.merged[0] = static_cast<std::int16_t>(base);
        rec.mergedLibs[0] = libs_[base];
        rec.mergedCount = 1;
        const std::uint32_t m = newMark();
        int libs = libs_[base] - 1;
        auto gain = [&](Point q) {
            if (color_[q] != Empty || mark_[q] == m)
                return;
            mark_[q] = m;
            auto of = [&](Point r) { return color_[r] == c && head_[r] == base; };
            libs += !(of(q - w) || of(q - 1) || of(q + 1) || of(q + w));
        };
        auto addLiberties = [&](Point s) {
            gain(s - w);
            gain(s - 1);
            gain(s + 1);
            gain(s + w);
        };
        // Counted while the other strings still have their own heads.
        addLiberties(p);
        for (int i = 0; i < nFriends; ++i) {
            const Point h = friends[i];
            if (h == base)
                continue;
            Point s = h;
            do {
                addLiberties(s);
                s = next_[s];
            } while (s != h);
        }
        head_[p] = static_cast<std::int16_t>(base);
        std::swap(next_[p], next_[base]);
        ++stones_[base];
        for (int i = 0; i < nFriends; ++i) {
            const Point h = friends[i];
            if (h == base)
                continue;
            rec.merged[rec.mergedCount] = static_cast<std::int16_t>(h);
            rec.mergedLibs[rec.mergedCount] = libs_[h];
            ++rec.mergedCount;
            Point s = h;
            do {
                head_[s] = static_cast<std::int16_t>(base);
                s = next_[s];
            } while (s != h);
            std::swap(next_[h], next_[base]);
            stones_[base] = static_cast<std::int16_t>(stones_[base] + stones_[h]);
        }
        libs_[base] = static_cast<std::int16_t>(libs);
        newHead = base;
    }

    int captures = 0;
    for (int i = 0; i < nEnemies; ++i) {
        if (libs_[enemies[i]] == 0) {
            captures += removeString(enemies[i]);
            rec.capturedMask = static_cast<std::uint8_t>(rec.capturedMask | (1u << i));
        }
    }
    rec.removed = static_cast<std::int16_t>(captures);

    if (captures == 0 && libs_[newHead] == 0) {
        rec.removed = static_cast<std::int16_t>(removeString(newHead));
        rec.suicide = true;
    }
    return captures;
}

void Board::undoGeneral()
{
    assert(!undo_.empty());
    const UndoRecord& rec = undo_.back();
    const Point p = rec.point;
    const Color c = static_cast<Color>(rec.color);
    const Color o = opponent(c);

    // 1. Put captured strings back. removeString() left their head_ and
    //    next_ entries in place and every later move has been undone, so
    //    each list is walked again as it was. Their liberties are restored
    //    when p is lifted below (captured enemy strings had exactly p) or by
    //    the un-merge (a suicided own string).
    auto restore = [&](Point h, Color x) {
        const Color xo = opponent(x);
        int n = 0;
        Point s = h;
        do {
            color_[s] = x;
            ++n;
            addNeighbourLiberties(s, xo, -1);
            s = next_[s];
        } while (s != h);
        // The head's slot may have been reused by a later stone.
        stones_[h] = static_cast<std::int16_t>(n);
        libs_[h] = 0;
        stoneCount_[x] += n;
    };
    if (rec.capturedMask != 0) {
        for (int k = 0; k < rec.enemyCount; ++k)
            if (rec.capturedMask & (1u << k))
                restore(rec.enemies[k], o);
    } else if (rec.suicide) {
        restore(rec.mergedCount > 0 ? Point(rec.merged[0]) : p, c);
    }

    // 2. Split the merged strings apart again (the swaps are their own
    //    inverse). The sizes are counted back: each string's list walk
    //    gives its own, and the kept head's is the joined size less the
    //    others and p (its slot holds the joined size: a later stone on it
    //    was undone, a capture of the string was restored with the size).
    if (rec.mergedCount > 0) {
        const Point base = rec.merged[0];
        int moved = 1;
        for (int k = rec.mergedCount - 1; k >= 1; --k) {
            const Point h = rec.merged[k];
            std::swap(next_[h], next_[base]);
            int n = 0;
            Point s = h;
            do {
                head_[s] = static_cast<std::int16_t>(h);
                ++n;
                s = next_[s];
            } while (s != h);
            stones_[h] = static_cast<std::int16_t>(n);
            libs_[h] = rec.mergedLibs[k];
            moved += n;
        }
        // p leaves base's list (next_[p] itself is restored just below).
        next_[base] = next_[p];
        stones_[base] = static_cast<std::int16_t>(stones_[base] - moved);
        libs_[base] = rec.mergedLibs[0];
    }
    head_[p] = rec.oldHead;
    next_[p] = rec.oldNext;

    // 3. Lift the stone; the enemy strings it touched (recorded by play(),
    //    captured ones now back under the same heads) get p back.
    color_[p] = Empty;
    --stoneCount_[c];
    for (int k = 0; k < rec.enemyCount; ++k)
        ++libs_[rec.enemies[k]];
    // The hash before the move was kept: no need to undo it key by key.
    hash_ = rec.hash;
    undo_.pop_back();
}

void Board::setStone(Point p, Color c)
{
    assert(onBoard(p));
    const auto& keys = zobrist::keys();
    if (isStone(color_[p])) {
        hash_ ^= keys.stone[color_[p]][p];
        --stoneCount_[color_[p]];
    }
    color_[p] = c;
    if (isStone(c)) {
        hash_ ^= keys.stone[c][p];
        ++stoneCount_[c];
    }
    undo_.clear();
    rebuildStrings();
}

void Board::rebuildStrings()
{
    const std::uint32_t m = newMark();
    std::vector<Point> stack;
    for (int y = 0; y < size_; ++y) {
        for (int x = 0; x < size_; ++x) {
            const Point start = at(x, y);
            const Color c = color_[start];
            if (!isStone(c) || mark_[start] == m)
                continue;
            // Flood fill the string and link it into a circular list.
            stack.assign(1, start);
            mark_[start] = m;
            Point last = start;
            int n = 0;
            head_[start] = static_cast<std::int16_t>(start);
            while (!stack.empty()) {
                const Point s = stack.back();
                stack.pop_back();
                ++n;
                head_[s] = static_cast<std::int16_t>(start);
                if (s != start) {
                    next_[last] = static_cast<std::int16_t>(s);
                    last = s;
                }
                for (int d = 0; d < 4; ++d) {
                    const Point q = s + offsets_[d];
                    if (color_[q] == c && mark_[q] != m) {
                        mark_[q] = m;
                        stack.push_back(q);
                    }
                }
            }
            next_[last] = static_cast<std::int16_t>(start);
            stones_[start] = static_cast<std::int16_t>(n);
        }
    }
    // Liberties need their own marking passes, so count them afterwards.
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Point p = at(x, y);
            if (isStone(color_[p]) && head_[p] == p)
                libs_[p] = static_cast<std::int16_t>(countLiberties(p));
        }
}

std::string Board::checkConsistency() const
{
    Board fresh(size_);
    std::uint64_t expectedHash = 0;
    std::array<int, 3> counts{};
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Point p = at(x, y);
            fresh.color_[p] = color_[p];
            if (isStone(color_[p])) {
                expectedHash ^= zobrist::keys().stone[color_[p]][p];
                ++counts[color_[p]];
            }
        }
    fresh.rebuildStrings();
    if (expectedHash != hash_)
        return "hash differs from a recount";
    if (counts[Black] != stoneCount_[Black] || counts[White] != stoneCount_[White])
        return "stone counts differ from a recount";
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Point p = at(x, y);
            if (!isStone(color_[p]))
                continue;
            const std::string where = "at column " + std::to_string(x) + ", row " + std::to_string(y);
            // Same partition: p and its head must be in the same fresh string,
            // and the string sizes must agree.
            if (fresh.head_[p] != fresh.head_[head_[p]] || color_[head_[p]] != color_[p])
                return "string membership differs " + where;
            if (fresh.stones_[fresh.head_[p]] != stones_[head_[p]])
                return "stone count of string differs " + where;
            if (fresh.libs_[fresh.head_[p]] != libs_[head_[p]])
                return "liberty count differs " + where + ": incremental " +
                       std::to_string(libs_[head_[p]]) + ", recount " +
                       std::to_string(fresh.libs_[fresh.head_[p]]);
            // The circular list from the head visits exactly the string.
            int n = 0;
            Point s = head_[p];
            do {
                if (head_[s] != head_[p])
                    return "circular list leaves the string " + where;
                s = next_[s];
                if (++n > stones_[head_[p]])
                    return "circular list longer than the string " + where;
            } while (s != head_[p]);
            if (n != stones_[head_[p]])
                return "circular list shorter than the string " + where;
        }
    return {};
}

} // namespace irodori
