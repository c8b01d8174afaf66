// A game played over GMP: the session plus the position and the record.
// Used by the GUI's network controller and by "irodori-cli gmp".
#pragma once

#include "gmp_session.h"

#include "core/position.h"

#include <optional>
#include <string>
#include <vector>

namespace irodori::gmp {

struct GameSettings {
    int boardSize = 19;
    Color ourColor = Black; // Empty = let the peer decide (asks QUERY colour)
    int handicap = 0;       // 0 = none
    double komi = 6.5;
    bool chineseRules = false;
    bool sgmp = false;
    std::int64_t retransmitMs = 1000;
    int maxRetransmits = 60;
};

// What the game reports to its owner after input or a tick.
struct GameUpdate {
    enum class Kind {
        Started,     // the game began (NEWGAME exchanged, colours known)
        PeerMoved,   // move: the peer's move, already on the board
        PeerUndid,   // the peer took back `count` moves
        OurTurn,     // it is our move now
        Ended,       // both sides passed (and the extra pass went out)
        Message,     // chat or information, text
        Failed,      // the connection is given up or the peer broke the rules, text
    };
    Kind kind = Kind::Message;
    Move move{};
    int count = 0;
    std::string text{};
};

class Game {
public:
    explicit Game(GameSettings settings);

    const GameSettings& settings() const { return settings_; }
    const Position& position() const { return position_; }
    // Every move of the game in order (passes included), for the record.
    const std::vector<Move>& moves() const { return moves_; }
    // The handicap stones placed before the first move.
    const std::vector<Point>& handicapStones() const { return handicapStones_; }
    Color ourColor() const { return ourColor_; }
    bool started() const { return started_; }
    bool ended() const { return ended_; }
    bool failed() const { return session_.failed() || brokenRules_; }
    bool ourTurn() const;

    // The side that starts: sends NEWGAME (when we are Black or do not know).
    void start(std::int64_t now);
    // Our move. Returns the reason if it is not legal or not our turn.
    std::optional<std::string> play(const Move& m, std::int64_t now);

    // Takes back our last `count` moves (and the moves in between) and
    // tells the peer. Returns the reason if there is nothing to take back.
    std::optional<std::string> undo(int count, std::int64_t now);

    void receive(const std::uint8_t* data, std::size_t n, std::int64_t now);
    void tick(std::int64_t now);
    std::vector<std::uint8_t> takeOutput() { return session_.takeOutput(); }
    std::vector<GameUpdate> takeUpdates();
    const Session& session() const { return session_; }

private:
    void reset();
    void process(std::int64_t now);
    void begin();
    void afterMove(std::int64_t now);

    GameSettings settings_;
    Session session_;
    Position position_;
    Color ourColor_;
    std::vector<Move> moves_;
    std::vector<Point> handicapStones_;
    std::vector<GameUpdate> updates_;
    bool started_ = false;
    bool ended_ = false;
    bool brokenRules_ = false;
    bool askedColour_ = false;
};

} // namespace irodori::gmp
