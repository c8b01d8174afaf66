// The explainable evaluation (形勢判断): one value that holds everything the
// engine believes about a position and why.
//
// evaluate() runs the four phases of the classical evaluation (see
// docs reference "evaluation.md"): territory from potential, groups from
// strings, regions and links, the safety of each group, and the score. Every
// number a user can read is derived once, here; the UI, the CLI and GTP only
// display it.
#pragma once

#include "core/position.h"
#include "tactics/line.h"
#include "tactics/reader.h"

#include <cstdint>
#include <string>
#include <vector>

namespace irodori::analysis {

class Tactics;

// The game phase (序盤/中盤/終盤) decides how far stones in the centre reach
// in Aya's potential model: the share of occupied points, 0-10 % opening,
// 10-25 % middle game, above 25 % endgame.
enum class GamePhase : std::uint8_t { Opening, Middle, Endgame };

// How sure a colour's territory (地) at a point is.
enum class TerritoryKind : std::uint8_t {
    None,      // nobody's, or a stone
    Potential, // the colour dominates but the opponent can still reduce it
    Sure,      // 確定地: the opponent cannot take it
};

// What the capture search says about a string (連の死活).
enum class TacticalStatus : std::uint8_t {
    Stable,    // cannot be captured even if the opponent moves first
    Unsettled, // captured if the opponent moves first, saved if the owner does
    Dead,      // captured even if the owner moves first
    Ko,        // the result depends on a ko
};

// The geometric relation between two strings of one colour (seed 002), plus
// the shapes that the link rules recognise.
enum class LinkKind : std::uint8_t {
    Solid,       // two or more shared liberties (見合い): as good as a solid connection
    Kosumi,      // コスミ: diagonal
    Takefu,      // 竹符: the bamboo joint, two parallel one-space jumps
    Ikken,       // 一間: one-space jump
    Keima,       // 桂馬: knight's move
    Hazama,      // ハザマ: diagonal two-point jump (between two knight's moves)
    Niken,       // 二間: two-space jump
    Ogeima,      // 大桂馬: large knight's move
    Sanken,      // 三間: three-space jump
    Daidaikeima, // 大々桂馬: very large knight's move
    Shape,       // one of the 3x3 / 3x4 connection shapes
    MonkeyJump,  // 猿滑り: from the second line to the first along the edge
};
constexpr int kLinkKindCount = 12;

// The colour a link is drawn in (seed 002): blue, yellow, red.
enum class LinkState : std::uint8_t {
    Connected, // same group, the opponent cannot cut (blue)
    Cuttable,  // same group, but a cut must be checked (yellow)
    Broken,    // related, but not the same group (red)
};

enum class GroupStatus : std::uint8_t { Alive, Dead, Unsettled, Seki };

// One string (連). Index in Analysis::strings = display number - 1: strings
// are numbered in reading order (top row first, left to right) of their first
// stone, so the numbers are stable for a given position.
struct StringInfo {
    int number = 0; // 1-based display number
    Color color = Empty;
    std::vector<Point> stones;    // reading order
    std::vector<Point> liberties; // reading order
    TacticalStatus status = TacticalStatus::Stable;
    tactics::ReadResult attack;  // the opponent moves first
    tactics::ReadResult defence; // the owner moves first
    bool removed = false;        // left out of phase 1 as tactically dead (step 2)
    bool revived = false;        // dead, but its killers are dead (step 24)
    int group = -1;              // index into Analysis::groups
    // The lines of play behind the attack and the defence (手順: a ladder
    // to its end, a net until the stones are taken, an escape), the
    // opponent or the owner moving first. Read only for the views that
    // explain a position, for strings that are not stable
    // (readCaptureLines(), group_reading.h); evaluate() leaves them empty.
    tactics::CaptureLine attackLine;
    tactics::CaptureLine defenceLine;
};

// A region (地): a connected set of one colour's sure territory.
struct Region {
    Color color = Empty;
    std::vector<Point> points;       // reading order; includes dead enemy stones
    std::vector<Point> enemyStones;  // 中石: dead enemy stones inside
    std::vector<Point> falseEyes;    // 欠け目: points that are not eyes
    std::vector<Point> halfEyes;     // points that become false if the enemy plays first
    std::vector<int> strings;        // strings touching it (step 7), indexes
    bool enclosed = false;           // no empty non-region point touches it
    int eyeHalves = 0;               // eye value in half eyes (2 = one eye)
    // 急所 of a critical shape. A space of two eyes keeps one only when its
    // shape is critical but the enemy cannot play there (its stones around
    // it are in atari at that point): see vitalTakes().
    Point vital = kNoPoint;
    // An open region inside a pocket (see step 10): the pocket's one way
    // in beside the enemy's stones, and the point inside it where the
    // owner answers an entry there; kNoPoint otherwise.
    Point mouth = kNoPoint;
    Point block = kNoPoint;
    int group = -1;

    // The owner's stone at the vital point takes the enemy stones in
    // atari around it and makes two eyes.
    bool vitalTakes() const { return eyeHalves == 4 && vital != kNoPoint; }
};

// A relation between two strings of one colour (連絡).
struct Link {
    int a = -1, b = -1; // string indexes, a < b
    LinkKind kind = LinkKind::Solid;
    LinkState state = LinkState::Broken;
    Point stoneA = kNoPoint, stoneB = kNoPoint; // the two stones the relation is drawn between
    std::vector<Point> evidence; // points that prove (or break) it: shared liberties, cut points
    std::string why;             // short English key: "miai", "connection-point", "crosscut", ...
};

// Which number a reason changes.
enum class ReasonValue : std::uint8_t { Eyes, Safety };

// One step of a group's judgement: what changed, where, from what to what.
struct Reason {
    int step = 0;          // the step number of evaluation.md (10..21)
    std::string key;       // short English text key, e.g. "eye-if-played"
    std::vector<Point> points;
    ReasonValue value = ReasonValue::Eyes;
    int before = 0;        // half eyes or per cent
    int after = 0;
    std::string detail;    // extra numbers in words, e.g. "4 vs 7 liberties"
};

// The liberty race (攻め合い) of step 17.
struct LibertyRace {
    int opponent = -1;   // group index, -1 when no enemy group touches this one
    int ours = 0;        // liberties counted for us (freedom bonus included)
    int theirs = 0;
    int difference() const { return ours - theirs; }
};

// What group reading (群の死活探索, the owl) says of a group, when it was
// asked: can the opponent kill it by moving first, and can the owner make
// it live by moving first? The static judgement (status, safety, reasons)
// stays as the evaluation found it; this is the reading's word beside it,
// which can see a vital point (急所) or a shortage of liberties that the
// static rules miss. evaluate() leaves it NotRead; readGroups() fills it.
struct GroupReading {
    enum class Verdict : std::uint8_t {
        NotRead,       // not asked (the search's evaluations never ask)
        Unconditional, // alive whatever the opponent plays (Benson): nothing to read
        Alive,         // the opponent cannot kill it even moving first
        Dead,          // the opponent kills it and the owner cannot save it
        Critical,      // whoever moves first decides (kill and save name the points)
        Runs,          // a kill was found only where the node budget ran out, and the
                       // group has room to run out into (step 16): not trusted
        KillersDie,    // killed or critical as read, but every enemy group touching it
                       // dies whoever moves first (read so): it lives
        Stopped,       // the reading was stopped before it answered
    };
    Verdict verdict = Verdict::NotRead;
    tactics::ReadResult kill; // the opponent moves first (code 0: it cannot kill)
    tactics::ReadResult save; // the owner moves first; read only when kill succeeds
    bool exhausted = false;   // a node budget ran out: the answer rests partly
                              // on the static judgement at the leaves
    std::uint64_t nodes = 0;  // positions the group reading visited
};

// A group (群): strings that live or die together.
struct Group {
    Color color = Empty;
    std::vector<int> strings;    // indexes, ascending
    std::vector<int> regions;    // indexes
    int stones = 0;
    int liberties = 0;           // distinct liberties of all its strings
    int eyeHalves = 0;           // eyes in halves after step 15
    int freedom = 0;             // 逃げ道: open points reachable (step 16)
    std::vector<int> neighbours; // enemy groups touching it
    std::vector<Point> connectionPoints; // where one move joins a living group (steps 14, 15)
    LibertyRace race;
    int safety = 0;              // 安全度, 0 (dead) .. 100 (alive)
    GroupStatus status = GroupStatus::Dead;
    std::vector<Reason> reasons;
    GroupReading reading;
};

// Potential (ポテンシャル / 電位) of both models, per point.
struct PotentialMaps {
    // Aya's model: integer influence of each colour, falling with city-block
    // distance up to 4. index = Point.
    std::vector<int> ayaBlack, ayaWhite;
    // Seed 004's electric-charge model: sum of 1/d with edge mirror images
    // and shadows, kept per colour.
    std::vector<float> chargeBlack, chargeWhite;
    // Charge-model groups (seed 004 section 3): candidate-point blocks merged
    // across kosumi; 0 = none, else a 1-based block id per colour.
    std::vector<int> chargeGroup;
};

// The number of phase 4.
struct Score {
    int blackTerritory = 0, whiteTerritory = 0;   // sure territory points
    int blackDeadOnBoard = 0, whiteDeadOnBoard = 0; // dead stones still on the board
    int blackPrisoners = 0, whitePrisoners = 0;   // stones captured by each colour
    int blackStones = 0, whiteStones = 0;         // living stones
    double komi = 0;
    // Japanese: territory + prisoners + dead stones; Chinese: stones + territory.
    // Both from Black's point of view, komi included.
    double territoryScore = 0;
    double areaScore = 0;
    // Aya's evaluation in hundredths of a point from Black's view: the count
    // plus the penalties of steps 27-29 and the capture bonus of step 33,
    // without komi.
    int evaluation = 0;
};

// Everything the evaluation found. Point-indexed vectors have
// board.stride()^2 entries.
struct Analysis {
    int size = 0;
    int stride = 0;
    GamePhase phase = GamePhase::Opening;
    PotentialMaps potential;
    std::vector<Color> owner;          // territory owner per point (Empty = nobody)
    std::vector<TerritoryKind> territoryKind;
    // Step 22: the territory of phase 1, before dead groups were removed
    // (move generation wants the boundary as the groups stand).
    std::vector<Color> ownerBeforeDeadGroups;
    std::vector<TerritoryKind> kindBeforeDeadGroups;
    // Step 5: bit c (Black = 1, White = 2) set when the point is a connection
    // point of colour c: an opponent stone played there can be captured.
    std::vector<std::uint8_t> connectionPoint;
    std::vector<int> stringAt;          // string index per point, -1 if none
    std::vector<int> regionAt;          // region index per point, -1 if none
    std::vector<StringInfo> strings;
    std::vector<Region> regions;
    std::vector<Link> links;
    std::vector<Group> groups;
    Score score;
    // Whether readCaptureLines() filled StringInfo::attackLine and
    // defenceLine.
    bool captureLinesRead = false;

    // The group of the stone at p, or nullptr for an empty point.
    const Group* groupAt(Point p) const;
    int groupIndexAt(Point p) const;
    bool isConnectionPoint(Point p, Color c) const { return (connectionPoint[p] & c) != 0; }
};

// Evaluates a position with a reader owned by the calling thread, in the
// reader's scope mode: the result depends on the position alone, and is
// exactly what an Evaluator (evaluator.h) gives for it.
Analysis evaluate(const Position& pos);
// Evaluates a position asking tactics for every capture question.
Analysis evaluate(const Position& pos, Tactics& tactics);

// Seed 001's liberty-race table (step 17): our liberties minus theirs,
// clamped to -5..+5, mapped to a safety percentage.
int raceSafety(int difference);

// Names used by the CLI, the JSON and the tests.
const char* name(GamePhase p);
const char* name(TerritoryKind k);
const char* name(TacticalStatus s);
const char* name(LinkKind k);
const char* name(LinkState s);
const char* name(GroupStatus s);
// "not-read", "unconditional", "alive", "dead", "critical", "stopped".
const char* name(GroupReading::Verdict v);
// One letter per link kind for the ASCII link maps.
char letter(LinkKind k);

} // namespace irodori::analysis
