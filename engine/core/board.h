// The Go board (碁盤): stones, strings (連) and their exact liberties.
#pragma once

#include "color.h"
#include "zobrist.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace irodori {

// A flat array with a one-point border (see color.h). Strings are circular
// lists through next_, each with a head that holds the stone count and the
// exact number of liberties. Play and undo are incremental: undo restores the
// previous state exactly (hash included) without copying the board.
// (Each string's liberties kept as a set of points, one bit per point, was
// measured with the capture search: its liberty counts got cheaper, play
// and undo dearer by more, about 5 % slower in all. Not kept.)
//
// The board knows nothing of turns, ko or history; Position adds those.
class Board {
public:
    explicit Board(int size = 19);

    int size() const { return size_; }
    // Distance in the array between vertically adjacent points.
    int stride() const { return stride_; }

    // Point of column x and row y, both 0-based, row 0 at the top (as in SGF).
    Point at(int x, int y) const { return (y + 1) * stride_ + (x + 1); }
    int column(Point p) const { return p % stride_ - 1; }
    int row(Point p) const { return p / stride_ - 1; }
    bool onBoard(Point p) const
    {
        return p > 0 && p < stride_ * stride_ && color_[p] != Edge;
    }
    // The line (線) of column x, row y counted from the nearest edge: 1 on
    // the first line, 3 on the third (the line of territory), 4 on the
    // fourth (the line of influence).
    int line(int x, int y) const
    {
        return std::min(std::min(x, y), std::min(size_ - 1 - x, size_ - 1 - y)) + 1;
    }
    int line(Point p) const { return line(column(p), row(p)); }

    Color color(Point p) const { return color_[p]; }

    // Offsets to the 4 orthogonal neighbours, then the 4 diagonal ones.
    const std::array<int, 8>& offsets() const { return offsets_; }

    // String structure. Preconditions: p holds a stone.
    Point head(Point p) const { return head_[p]; }
    Point nextInString(Point p) const { return next_[p]; }
    int liberties(Point p) const { return libs_[head_[p]]; }
    int stringSize(Point p) const { return stones_[head_[p]]; }
    bool sameString(Point a, Point b) const { return head_[a] == head_[b]; }

    // Writes up to max liberties of the string at p into out; returns how
    // many were written (all of them when max >= liberties(p)). Inline:
    // the tactical reader asks for a string's few liberties at every node.
    int libertyList(Point p, Point* out, int max) const
    {
        const Point h = head_[p];
        const int libs = libs_[h];
        const int w = stride_;
        const std::uint32_t m = newMark();
        int n = 0;
        // True once the list is complete; the neighbours in offsets() order.
        auto see = [&](Point q) {
            if (color_[q] != Empty || mark_[q] == m)
                return false;
            mark_[q] = m;
            if (n >= max)
                return true;
            out[n++] = q;
            // Once every liberty is listed the rest of the string need
            // not be walked (a string in atari: at the first).
            return n == libs;
        };
        Point s = h;
        do {
            if (see(s - w) || see(s - 1) || see(s + 1) || see(s + w))
                return n;
            s = next_[s];
        } while (s != h);
        return n;
    }
    // Writes the stones of the string at p; returns the count.
    int stoneList(Point p, Point* out) const;
    // True if lib is a liberty of the string whose head is h.
    bool isLibertyOf(Point lib, Point h) const;

    // Hash of the stones alone (Zobrist). Position adds side to move and ko.
    std::uint64_t hash() const { return hash_; }
    int stoneCount(Color c) const { return stoneCount_[c]; }
    int emptyCount() const { return size_ * size_ - stoneCount_[Black] - stoneCount_[White]; }

    // True if a stone of colour c at the empty point p would have no liberties
    // after its captures (a suicide, 自殺手).
    bool isSuicide(Point p, Color c) const;
    // Number of enemy stones a stone of colour c at empty p would capture.
    int wouldCapture(Point p, Color c) const;
    // Stone hash after c plays at the empty point p (captures included,
    // suicide not), without playing: used for superko checks.
    std::uint64_t hashAfter(Point p, Color c) const;

    // Plays a stone of colour c on the empty point p, removes the enemy
    // strings left without liberties and, if the new string then has none,
    // removes it too (suicide; the caller decides whether that is legal).
    // Returns the number of enemy stones captured. Pushes one undo record.
    //
    // Always inline: the common move (it captures nothing, joins one
    // string at most and keeps a liberty) is done here, which spares the
    // tactical reader a call at every node (the compiler kept it out of
    // line otherwise); the others go to playGeneral().
    [[gnu::always_inline]] int play(Point p, Color c)
    {
        const int w = stride_;
        const Color o = opponent(c);
        // The neighbours in offsets() order: any empty, a friend (the
        // first of ours; a second string of ours is a merge), an enemy in
        // atari (a capture).
        int empties = 0;
        Point friendHead = 0;
        bool general = false;
        auto see = [&](Point q) {
            const Color qc = color_[q];
            if (qc == Empty) {
                ++empties;
            } else if (qc == c) {
                const Point h = head_[q];
                general |= friendHead != 0 && friendHead != h;
                friendHead = h;
            } else if (qc == o) {
                general |= libs_[head_[q]] == 1;
            }
        };
        see(p - w);
        see(p - 1);
        see(p + 1);
        see(p + w);
        int libs = empties;
        if (!general && friendHead != 0) {
            // Extending one string.
            libs = extendedLiberties(p, c, friendHead);
        }
        if (general || libs == 0)
            return playGeneral(p, c);

        UndoRecord& rec = undo_.emplace_back();
        rec.hash = hash_;
        rec.point = static_cast<std::int16_t>(p);
        rec.color = c;
        rec.oldHead = head_[p];
        rec.oldNext = next_[p];
        rec.removed = 0;
        rec.capturedMask = 0;
        rec.suicide = false;
        // The enemy strings next to p lose it as a liberty (kept for undo(),
        // where they get it back).
        int nEnemies = 0;
        auto enemy = [&](Point q) {
            if (color_[q] != o)
                return;
            const Point h = head_[q];
            if (listed(rec.enemies, nEnemies, h))
                return;
            rec.enemies[nEnemies++] = static_cast<std::int16_t>(h);
            --libs_[h];
        };
        enemy(p - w);
        enemy(p - 1);
        enemy(p + 1);
        enemy(p + w);
        rec.enemyCount = static_cast<std::uint8_t>(nEnemies);

        color_[p] = c;
        hash_ ^= zobrist::keys().stone[c][p];
        ++stoneCount_[c];
        if (friendHead == 0) {
            rec.mergedCount = 0;
            head_[p] = static_cast<std::int16_t>(p);
            next_[p] = static_cast<std::int16_t>(p);
            stones_[p] = 1;
            libs_[p] = static_cast<std::int16_t>(libs);
        } else {
            const Point h = friendHead;
            rec.mergedCount = 1;
            rec.merged[0] = static_cast<std::int16_t>(h);
            rec.mergedLibs[0] = libs_[h];
            head_[p] = static_cast<std::int16_t>(h);
            next_[p] = next_[h];
            next_[h] = static_cast<std::int16_t>(p);
            ++stones_[h];
            libs_[h] = static_cast<std::int16_t>(libs);
        }
        return 0;
    }
    // Takes back the last play(). Precondition: canUndo(). Inline, as
    // play(): a move that captured nothing and joined one string at most
    // is taken back here, the others by undoGeneral().
    [[gnu::always_inline]] void undo()
    {
        const UndoRecord& rec = undo_.back();
        if (rec.capturedMask != 0 || rec.suicide || rec.mergedCount > 1) {
            undoGeneral();
            return;
        }
        const Point p = rec.point;
        if (rec.mergedCount == 1) {
            // p leaves the string it extended.
            const Point h = rec.merged[0];
            next_[h] = next_[p];
            --stones_[h];
            libs_[h] = rec.mergedLibs[0];
        }
        head_[p] = rec.oldHead;
        next_[p] = rec.oldNext;
        color_[p] = Empty;
        --stoneCount_[rec.color];
        for (int k = 0; k < rec.enemyCount; ++k)
            ++libs_[rec.enemies[k]];
        hash_ = rec.hash;
        undo_.pop_back();
    }
    bool canUndo() const { return !undo_.empty(); }
    int undoDepth() const { return static_cast<int>(undo_.size()); }
    // Stones removed by the last play(): captured enemy stones, or the
    // player's own string if it was a suicide. Precondition: canUndo().
    int lastCaptureCount() const { return undo_.back().removed; }
    bool lastWasSuicide() const { return undo_.back().suicide; }
    // The point of the last play(). Precondition: canUndo().
    Point lastMove() const { return undo_.back().point; }
    // The single stone captured by the last play() if it captured exactly
    // one stone, else kNoPoint (used for the simple ko rule).
    Point lastSingleCapture() const
    {
        const UndoRecord& rec = undo_.back();
        if (rec.suicide || rec.removed != 1)
            return kNoPoint;
        // One stone removed: one string, the first enemy marked as captured.
        int i = 0;
        while (!(rec.capturedMask & (1u << i)))
            ++i;
        return rec.enemies[i];
    }

    // Setup (SGF AB/AW/AE): puts c (or Empty) on p regardless of liberties,
    // without capturing, then rebuilds the strings. Clears the undo records.
    void setStone(Point p, Color c);
    // Empties the board (keeps the size). Clears the undo records.
    void clear();

    // Recounts every string and liberty from scratch and compares with the
    // incremental data. Returns an empty string if consistent, otherwise a
    // description of the first difference. For tests.
    std::string checkConsistency() const;

private:
    struct UndoRecord {
        // Left uninitialised: play() sets every field it will read back,
        // and zeroing the record first showed in the reader's profiles.
        UndoRecord() noexcept {}
        std::uint64_t hash;
        std::int16_t point;
        std::uint8_t color;
        std::uint8_t mergedCount;   // friendly strings joined by the move
        std::int16_t merged[4];     // their heads, in merge order
        std::int16_t mergedLibs[4]; // their liberties before the move
        // head_ and next_ of the point before the move: a captured string
        // keeps its list in head_ and next_ until its capture is undone, and
        // the point may be one of its stones.
        std::int16_t oldHead;
        std::int16_t oldNext;
        std::int16_t removed;       // stones removed (captured, or the suicide)
        std::uint8_t capturedMask;  // bit i: enemies[i] was captured
        bool suicide;
        std::uint8_t enemyCount;    // enemy strings next to the move
        std::int16_t enemies[4];    // their heads (they lost p as a liberty)
    };

    // play() and undo() for every move: captures, merges of several
    // strings and suicides included.
    int playGeneral(Point p, Color c);
    void undoGeneral();
    int countLiberties(Point head) const;
    // Removes the string at head (colour x) from the board and gives
    // liberties back to the adjacent strings of the other colour. Its head_
    // and next_ entries are left as they are: undo() walks them to put the
    // string back. Returns the number of stones removed.
    int removeString(Point head);
    // Membership in the tiny lists of play/undo (at most four heads): a
    // plain loop, cheaper than std::find's unrolled version at these
    // lengths.
    template <class T>
    static bool listed(const T* list, int n, Point v)
    {
        for (int i = 0; i < n; ++i)
            if (list[i] == v)
                return true;
        return false;
    }
    // Liberties of the string of colour c at head h when a stone at p, one
    // of its liberties, extends it alone: its own less p, and p's empty
    // neighbours that it does not touch elsewhere (each empty neighbour q's
    // own neighbour p is not looked at, whatever stands there now).
    int extendedLiberties(Point p, Color c, Point h) const
    {
        const int w = stride_;
        auto of = [&](Point r) { return color_[r] == c && head_[r] == h; };
        int libs = libs_[h] - 1;
        if (color_[p - w] == Empty)
            libs += !(of(p - 2 * w) || of(p - w - 1) || of(p - w + 1));
        if (color_[p - 1] == Empty)
            libs += !(of(p - w - 1) || of(p - 2) || of(p + w - 1));
        if (color_[p + 1] == Empty)
            libs += !(of(p - w + 1) || of(p + 2) || of(p + w + 1));
        if (color_[p + w] == Empty)
            libs += !(of(p + w - 1) || of(p + w + 1) || of(p + 2 * w));
        return libs;
    }
    // Adds delta to the liberties of every distinct string of colour x
    // next to s (a stone taken off s, or put back). Inline: play() and
    // undo() call it for each stone captured or restored.
    void addNeighbourLiberties(Point s, Color x, int delta)
    {
        const int w = stride_;
        Point seen[4];
        int nSeen = 0;
        auto touch = [&](Point q) {
            if (color_[q] != x)
                return;
            const Point hq = head_[q];
            if (listed(seen, nSeen, hq))
                return;
            seen[nSeen++] = hq;
            libs_[hq] = static_cast<std::int16_t>(libs_[hq] + delta);
        };
        touch(s - w);
        touch(s - 1);
        touch(s + 1);
        touch(s + w);
    }
    void rebuildStrings();
    // Starts a new marking pass over mark_ and returns its stamp.
    std::uint32_t newMark() const
    {
        if (++markStamp_ == 0) [[unlikely]] { // wrapped: old stamps could collide
            mark_.fill(0);
            markStamp_ = 1;
        }
        return markStamp_;
    }

    int size_ = 19;
    int stride_ = 21;
    std::array<int, 8> offsets_{};
    std::array<Color, kMaxArea> color_{};
    std::array<std::int16_t, kMaxArea> head_{};
    std::array<std::int16_t, kMaxArea> next_{};
    std::array<std::int16_t, kMaxArea> libs_{};   // valid at heads
    std::array<std::int16_t, kMaxArea> stones_{}; // valid at heads
    std::uint64_t hash_ = 0;
    std::array<int, 3> stoneCount_{};

    mutable std::array<std::uint32_t, kMaxArea> mark_{};
    mutable std::uint32_t markStamp_ = 0;

    std::vector<UndoRecord> undo_;
};

} // namespace irodori
