#include "line.h"

#include <algorithm>

namespace irodori::tactics {

namespace {

// The owner's try when the reader finds no defence: among the liberties of
// the string and the last liberties of the attacker's strings beside it in
// atari (a capture), the legal move that leaves the string the most
// liberties; a capture before an extension that gives as many. kNoPoint
// when none can be played.
Point resistingMove(const Position& pos, Point str)
{
    const Board& b = pos.board();
    const Color d = b.color(str);
    const Color a = opponent(d);
    std::vector<Point> tries;
    Point libs[8];
    const int n = b.libertyList(str, libs, 8);
    tries.assign(libs, libs + n);
    // The attacker's strings in atari beside the string: their liberty.
    const auto& off = b.offsets();
    Point s = str;
    do {
        for (int dir = 0; dir < 4; ++dir) {
            const Point q = s + off[dir];
            if (b.color(q) != a || b.liberties(q) != 1)
                continue;
            Point last;
            b.libertyList(q, &last, 1);
            if (std::find(tries.begin(), tries.end(), last) == tries.end())
                tries.push_back(last);
        }
        s = b.nextInString(s);
    } while (s != str);

    Point best = kNoPoint;
    int bestScore = -1;
    for (Point m : tries) {
        Position after = pos;
        if (after.play({d, m}) != MoveError::None || after.board().color(str) != d)
            continue;
        const int score = 2 * after.board().liberties(str) + (after.board().lastCaptureCount() > 0 ? 1 : 0);
        if (score > bestScore) {
            bestScore = score;
            best = m;
        }
    }
    return best;
}

} // namespace

CaptureLine readCaptureLine(Reader& reader, const Position& pos, Point str, Color first, LineLimits limits)
{
    CaptureLine line;
    const Color owner = pos.board().color(str);
    const Color attacker = opponent(owner);
    Position p = pos;
    // The side to move of pos does not move first: it passes, which lifts
    // the ko ban that bound it (as the reader reads it).
    if (p.toMove() != first)
        p.play({p.toMove(), kPass});
    const std::uint64_t startNodes = reader.nodes();
    Color mover = first;
    while (true) {
        if (static_cast<int>(line.moves.size()) >= limits.maxMoves || reader.nodes() - startNodes > limits.maxNodes) {
            line.end = CaptureLine::End::Limit;
            return line;
        }
        Point m = kNoPoint;
        if (mover == attacker) {
            const ReadResult r = reader.attack(p, str);
            if (r.code == Fail || r.move == kNoPoint) {
                line.end = CaptureLine::End::Safe;
                return line;
            }
            m = r.move;
        } else {
            const ReadResult r = reader.defend(p, str);
            if (r.code != Fail) {
                // Saved: by its move, or already (no move needed).
                if (r.move == kNoPoint || r.move == kPass) {
                    line.end = CaptureLine::End::Safe;
                    return line;
                }
                m = r.move;
            } else {
                m = resistingMove(p, str);
                if (m == kNoPoint) {
                    // Nothing left to try (its last liberty a suicide).
                    line.end = CaptureLine::End::Trapped;
                    return line;
                }
            }
        }
        const MoveError e = p.play({mover, m});
        if (e == MoveError::Ko || e == MoveError::Superko) {
            line.end = CaptureLine::End::Ko;
            return line;
        }
        if (e != MoveError::None) {
            line.end = CaptureLine::End::Limit;
            return line;
        }
        line.moves.push_back({mover, m});
        if (p.board().color(str) != owner) {
            // Taken as a ko (コウ): the owner may retake after a threat.
            line.end = p.koPoint() != kNoPoint ? CaptureLine::End::Ko : CaptureLine::End::Captured;
            return line;
        }
        mover = opponent(mover);
    }
}

} // namespace irodori::tactics
