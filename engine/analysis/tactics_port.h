// The capture questions the evaluation asks, behind one small interface so
// that the evaluation can be tested against a fixed oracle and run against
// the real reader (連の死活探索) everywhere else.
#pragma once

#include "core/position.h"
#include "tactics/reader.h"

namespace irodori::analysis {

// Where the last question's reading went: the points it played (a bit per
// point of the bordered board) and whether its budget cut it short. An
// answer read to its end, without answers of other questions, depends only
// on the points near those and on the strings there, so the differential
// evaluation can carry it to the next position when none of them changed.
struct ReadScope {
    const std::uint64_t* played = nullptr; // nullptr: unknown
    bool truncated = false;
};

class Tactics {
public:
    virtual ~Tactics() = default;
    // The opponent of the string at str moves first: can it capture it?
    virtual tactics::ReadResult attack(const Position& pos, Point str) = 0;
    // The owner moves first: can it save the string?
    virtual tactics::ReadResult defend(const Position& pos, Point str) = 0;
    // If cutter plays the empty point cut, can the other colour capture
    // that stone? (切られても殺せるか)
    virtual tactics::ReadResult captureCuttingStone(const Position& pos, Point cut, Color cutter) = 0;
    // Strings with at least this many liberties are not asked about.
    virtual int safeLiberties() const = 0;
    // How far an answer can reach: an answer about a string depends only on
    // the points within this distance of its stones and liberties (and on
    // the strings there), an answer about a cutting point only on those
    // near the point. -1 when there is no such bound: the real reader
    // follows ladders (シチョウ) across the whole board.
    virtual int locality() const { return -1; }
    // True if lastScope() describes every answer given (then the
    // differential evaluation carries answers by their scope).
    virtual bool reportsScope() const { return false; }
    // The scope of the question answered last.
    virtual ReadScope lastScope() const { return {}; }
};

// The real thing: questions go to a tactics::Reader (with its hash cache).
class ReaderTactics : public Tactics {
public:
    // With scoped, the reader reads each question apart (its scope mode)
    // and reports where it went, so that the differential evaluation can
    // carry answers exactly; a little slower for one position, as
    // questions no longer share what they read.
    explicit ReaderTactics(tactics::Reader& reader, bool scoped = false) : reader_(reader)
    {
        reader_.setScopeMode(scoped);
    }
    tactics::ReadResult attack(const Position& pos, Point str) override { return reader_.attack(pos, str); }
    tactics::ReadResult defend(const Position& pos, Point str) override { return reader_.defend(pos, str); }
    tactics::ReadResult captureCuttingStone(const Position& pos, Point cut, Color cutter) override
    {
        return reader_.captureCuttingStone(pos, cut, cutter);
    }
    int safeLiberties() const override { return reader_.budget().safeLiberties; }
    bool reportsScope() const override { return reader_.scopeMode(); }
    ReadScope lastScope() const override
    {
        const tactics::Reader::Scope s = reader_.lastScope();
        return {s.played, s.truncated};
    }

private:
    tactics::Reader& reader_;
};

// A one-move oracle: a string in atari can be captured (and saved only if
// one move gives it two or more liberties); a cutting stone can be captured
// when it would stand in atari. Good enough for shapes whose answer does not
// depend on ladders; used by unit tests to pin the evaluation's own logic.
class ShallowTactics : public Tactics {
public:
    tactics::ReadResult attack(const Position& pos, Point str) override;
    tactics::ReadResult defend(const Position& pos, Point str) override;
    tactics::ReadResult captureCuttingStone(const Position& pos, Point cut, Color cutter) override;
    int safeLiberties() const override { return 2; }
    // It looks at the string, its liberties and the strings next to those.
    int locality() const override { return 1; }
};

} // namespace irodori::analysis
