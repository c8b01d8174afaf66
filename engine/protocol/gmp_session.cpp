#include "gmp_session.h"

#include <algorithm>

namespace irodori::gmp {

Session::Session(SessionConfig config)
    : config_(config)
{
    std::fill(std::begin(answers_), std::end(answers_), -1);
}

int Session::answer(int q) const
{
    return (q >= 0 && q < 16) ? answers_[q] : -1;
}

std::vector<std::uint8_t> Session::takeOutput()
{
    std::vector<std::uint8_t> out;
    out.swap(out_);
    return out;
}

std::vector<SessionEvent> Session::takeEvents()
{
    std::vector<SessionEvent> out;
    out.swap(events_);
    return out;
}

void Session::sendOk()
{
    // OK never toggles our sequence bit and is never acknowledged.
    const auto bytes = encode({mySeq_, hisSeq_, Command::Ok, kOkValue});
    out_.insert(out_.end(), bytes.begin(), bytes.end());
}

void Session::sendNow(Command c, int value, std::int64_t now)
{
    mySeq_ = !mySeq_;
    lastBytes_ = encode({mySeq_, hisSeq_, c, value});
    out_.insert(out_.end(), lastBytes_.begin(), lastBytes_.end());
    sent_ = {c, value};
    waiting_ = true;
    lastSentAt_ = now;
    tries_ = 0;
}

void Session::enqueue(Command c, int value, std::int64_t now)
{
    if (failed_)
        return;
    if (waiting_ || !queue_.empty())
        queue_.push_back({c, value});
    else
        sendNow(c, value, now);
}

void Session::acknowledge(std::int64_t now)
{
    if (!queue_.empty()) {
        const Pending next = queue_.front();
        queue_.pop_front();
        sendNow(next.command, next.value, now);
    } else {
        sendOk();
    }
}

void Session::newGame(std::int64_t now) { enqueue(Command::NewGame, 0, now); }
void Session::query(int q, std::int64_t now) { enqueue(Command::Query, q, now); }
void Session::move(Color c, int x, int yFromTop, std::int64_t now)
{
    enqueue(Command::Move, encodeMove(config_.boardSize, x, yFromTop, c), now);
}
void Session::pass(Color c, std::int64_t now) { enqueue(Command::Move, encodePass(c), now); }
void Session::undo(int count, std::int64_t now) { enqueue(Command::Undo, std::max(1, count), now); }

int Session::answerFor(int q) const
{
    if (q & kExtendedQueryBit)
        return 0; // no extended queries are supported
    switch (q) {
    case QueryGame: return 1; // Go
    case QueryCharacterSet: return 1; // ASCII
    case QueryRules: return config_.chineseRules ? 2 : 1;
    case QueryHandicap: return config_.handicap <= 1 ? 1 : config_.handicap;
    case QueryBoardSize: return config_.boardSize;
    case QueryColor:
        // Our own colour: 1 white, 2 black, 0 unknown.
        return config_.ourColor == White ? 1 : config_.ourColor == Black ? 2 : 0;
    default: return 0; // unknown
    }
}

void Session::handle(const Packet& p, std::int64_t now)
{
    switch (p.command) {
    case Command::Ok:
        break;
    case Command::Deny:
        report({SessionEvent::Kind::Denied});
        sendOk();
        break;
    case Command::NewGame:
        queue_.clear(); // whatever we meant to send belongs to the old game
        report({SessionEvent::Kind::NewGame});
        sendOk();
        break;
    case Command::Query: {
        // An answer goes at once; our own queued commands follow it.
        sendNow(Command::Answer, answerFor(p.value), now);
        break;
    }
    case Command::Answer: {
        const int q = sent_.command == Command::Query ? sent_.value : -1;
        if (q >= 0 && q < 16)
            answers_[q] = p.value;
        SessionEvent e{SessionEvent::Kind::Answer};
        e.query = q;
        e.value = p.value;
        report(e);
        acknowledge(now);
        break;
    }
    case Command::Move: {
        const DecodedMove m = decodeMove(config_.boardSize, p.value);
        SessionEvent e{SessionEvent::Kind::Move};
        e.color = m.color;
        e.pass = m.pass;
        e.x = m.x;
        e.yFromTop = m.yFromTop;
        if (!m.valid) {
            e.kind = SessionEvent::Kind::Failed;
            e.text = "The other program sent a move outside the " + std::to_string(config_.boardSize) +
                     "x" + std::to_string(config_.boardSize) + " board (point " +
                     std::to_string(p.value & 0x1FF) + ").";
        }
        report(e);
        sendOk();
        break;
    }
    case Command::Undo: {
        SessionEvent e{SessionEvent::Kind::Undo};
        e.value = std::max(1, p.value);
        report(e);
        sendOk();
        break;
    }
    case Command::Extended:
        sendNow(Command::Deny, 0, now);
        break;
    }
}

void Session::receive(const std::uint8_t* data, std::size_t n, std::int64_t now)
{
    if (failed_)
        return;
    Decoder::Output decoded;
    decoder_.feed(data, n, decoded);
    dropped_ += decoded.dropped;
    if (!decoded.chat.empty())
        report({SessionEvent::Kind::Chat, Empty, false, 0, 0, 0, 0, decoded.chat});
    for (const Packet& p : decoded.packets) {
        if (!waiting_) {
            if (p.command == Command::Ok || p.ack != mySeq_)
                continue;
            if (p.seq == hisSeq_) { // a repeat of the command we already took
                sendOk();
                continue;
            }
            hisSeq_ = p.seq;
            handle(p, now);
            continue;
        }
        if (p.command == Command::Ok) {
            if (p.ack == mySeq_) {
                waiting_ = false;
                if (sent_.command != Command::Answer && sent_.command != Command::Deny)
                    report({SessionEvent::Kind::Acknowledged});
                if (!queue_.empty()) {
                    const Pending next = queue_.front();
                    queue_.pop_front();
                    sendNow(next.command, next.value, now);
                }
            }
            continue;
        }
        if (p.seq == hisSeq_)
            continue; // an old command of the peer's, already handled
        if (p.ack == mySeq_) {
            // The peer got our command and already answered it: implicit ack.
            waiting_ = false;
            hisSeq_ = p.seq;
            if (sent_.command != Command::Answer && sent_.command != Command::Deny)
                report({SessionEvent::Kind::Acknowledged});
            handle(p, now);
            continue;
        }
        // Both sides sent at once: ours stands, and is retransmitted.
    }
}

void Session::tick(std::int64_t now)
{
    if (failed_ || !waiting_ || now - lastSentAt_ < config_.retransmitMs)
        return;
    if (tries_ >= config_.maxRetransmits) {
        failed_ = true;
        const long long seconds = (config_.retransmitMs * (config_.maxRetransmits + 1) + 999) / 1000;
        error_ = std::string("The other program did not acknowledge our ") + commandName(sent_.command) +
                 " after " + std::to_string(config_.maxRetransmits) + " retries (" + std::to_string(seconds) +
                 " s); the connection is given up.";
        report({SessionEvent::Kind::Failed, Empty, false, 0, 0, 0, 0, error_});
        return;
    }
    ++tries_;
    ++retransmissions_;
    lastSentAt_ = now;
    out_.insert(out_.end(), lastBytes_.begin(), lastBytes_.end());
}

} // namespace irodori::gmp
