#include "gmp_game.h"

#include "core/coords.h"

namespace irodori::gmp {

namespace {

SessionConfig sessionConfig(const GameSettings& s, Color our)
{
    SessionConfig c;
    c.boardSize = s.boardSize;
    c.ourColor = our;
    c.handicap = s.handicap;
    c.chineseRules = s.chineseRules;
    c.sgmp = s.sgmp;
    c.retransmitMs = s.retransmitMs;
    c.maxRetransmits = s.maxRetransmits;
    return c;
}

Rules rulesFor(const GameSettings& s)
{
    Rules r;
    r.komi = s.komi;
    r.scoring = s.chineseRules ? Scoring::Area : Scoring::Territory;
    return r;
}

} // namespace

Game::Game(GameSettings settings)
    : settings_(settings),
      session_(sessionConfig(settings, settings.ourColor)),
      position_(settings.boardSize, rulesFor(settings)),
      ourColor_(settings.ourColor)
{
}

bool Game::ourTurn() const
{
    return started_ && !ended_ && !failed() && isStone(ourColor_) && position_.toMove() == ourColor_;
}

void Game::reset()
{
    position_ = Position(settings_.boardSize, rulesFor(settings_));
    moves_.clear();
    handicapStones_.clear();
    ended_ = false;
}

void Game::begin()
{
    reset();
    // Handicap stones go on the standard points on both sides; then White moves.
    if (settings_.handicap >= 2) {
        for (Point p : fixedHandicapPoints(position_.board(), settings_.handicap)) {
            position_.setup(p, Black);
            handicapStones_.push_back(p);
        }
        position_.setToMove(White);
    }
    started_ = true;
    updates_.push_back({GameUpdate::Kind::Started});
    if (ourTurn())
        updates_.push_back({GameUpdate::Kind::OurTurn});
}

void Game::start(std::int64_t now)
{
    session_.newGame(now);
    if (!isStone(ourColor_)) {
        session_.query(QueryColor, now);
        askedColour_ = true;
    }
}

std::optional<std::string> Game::play(const Move& m, std::int64_t now)
{
    if (failed())
        return std::string("The connection is lost; no more moves can be sent.");
    if (!ourTurn())
        return std::string("It is not our turn.");
    if (m.color != ourColor_)
        return std::string("That is not our colour.");
    const MoveError e = position_.play(m);
    if (e != MoveError::None)
        return std::string(describe(e));
    moves_.push_back(m);
    if (m.isPass())
        session_.pass(m.color, now);
    else
        session_.move(m.color, position_.board().column(m.point), position_.board().row(m.point), now);
    afterMove(now);
    return std::nullopt;
}

std::optional<std::string> Game::undo(int count, std::int64_t now)
{
    if (failed())
        return std::string("The connection is lost; no more commands can be sent.");
    if (count < 1 || static_cast<int>(moves_.size()) < count || !position_.canUndo())
        return std::string("There is no move to take back.");
    for (int i = 0; i < count; ++i) {
        position_.undo();
        moves_.pop_back();
    }
    ended_ = false;
    session_.undo(count, now);
    if (ourTurn())
        updates_.push_back({GameUpdate::Kind::OurTurn});
    return std::nullopt;
}

void Game::afterMove(std::int64_t now)
{
    if (position_.consecutivePasses() >= 2 && !ended_) {
        ended_ = true;
        // After two passes GNU Go sends one more pass; we do the same when
        // the second pass was the peer's, so both sides see the end.
        if (!moves_.empty() && moves_.back().color != ourColor_)
            session_.pass(ourColor_, now);
        updates_.push_back({GameUpdate::Kind::Ended});
        return;
    }
    if (ourTurn())
        updates_.push_back({GameUpdate::Kind::OurTurn});
}

void Game::receive(const std::uint8_t* data, std::size_t n, std::int64_t now)
{
    session_.receive(data, n, now);
    process(now);
}

void Game::tick(std::int64_t now)
{
    session_.tick(now);
    process(now);
}

void Game::process(std::int64_t now)
{
    for (const SessionEvent& e : session_.takeEvents()) {
        switch (e.kind) {
        case SessionEvent::Kind::NewGame:
            // The peer starts: it is Black or does not know. If we did not
            // fix a colour, we are White.
            if (!isStone(ourColor_)) {
                ourColor_ = White;
                SessionConfig c = session_.config();
                c.ourColor = White;
                session_.setConfig(c);
            }
            begin();
            break;
        case SessionEvent::Kind::Acknowledged:
            // Our NEWGAME went through and no colour question is pending.
            if (!started_ && !askedColour_)
                begin();
            break;
        case SessionEvent::Kind::Answer:
            if (e.query == QueryColor && askedColour_) {
                askedColour_ = false;
                // The answer is the peer's own colour.
                ourColor_ = e.value == 1 ? Black : e.value == 2 ? White : Black;
                SessionConfig c = session_.config();
                c.ourColor = ourColor_;
                session_.setConfig(c);
                if (!started_)
                    begin();
            }
            break;
        case SessionEvent::Kind::Move: {
            if (ended_) // the extra pass after the end
                break;
            if (!started_)
                begin();
            const Point p = e.pass ? kPass : position_.board().at(e.x, e.yFromTop);
            const Move m{e.color, p};
            if (e.color == ourColor_ || e.color != position_.toMove()) {
                brokenRules_ = true;
                updates_.push_back({GameUpdate::Kind::Failed, m, 0,
                                    "The other program moved out of turn; the game is stopped."});
                break;
            }
            const MoveError err = position_.play(m);
            if (err != MoveError::None) {
                brokenRules_ = true;
                updates_.push_back({GameUpdate::Kind::Failed, m, 0,
                                    "The other program played an illegal move at " +
                                        toGtp(position_.board(), p) + ": " + describe(err)});
                break;
            }
            moves_.push_back(m);
            updates_.push_back({GameUpdate::Kind::PeerMoved, m});
            afterMove(now);
            break;
        }
        case SessionEvent::Kind::Undo: {
            int n = 0;
            while (n < e.value && position_.canUndo() && !moves_.empty()) {
                position_.undo();
                moves_.pop_back();
                ++n;
            }
            ended_ = false;
            updates_.push_back({GameUpdate::Kind::PeerUndid, {}, n});
            if (ourTurn())
                updates_.push_back({GameUpdate::Kind::OurTurn});
            break;
        }
        case SessionEvent::Kind::Chat:
            updates_.push_back({GameUpdate::Kind::Message, {}, 0, e.text});
            break;
        case SessionEvent::Kind::Denied:
            updates_.push_back({GameUpdate::Kind::Message, {}, 0, "The other program refused our last command."});
            break;
        case SessionEvent::Kind::Failed:
            updates_.push_back({GameUpdate::Kind::Failed, {}, 0, e.text});
            break;
        }
    }
}

std::vector<GameUpdate> Game::takeUpdates()
{
    std::vector<GameUpdate> out;
    out.swap(updates_);
    return out;
}

} // namespace irodori::gmp
