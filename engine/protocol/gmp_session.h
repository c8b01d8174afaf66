// A GMP / SGMP session: sequence bits, acknowledgement, retransmission and
// the answers to the peer's queries. Transport-agnostic: bytes in, bytes
// out, and the time passed in by the caller, so tests drive it without
// sockets or real clocks.
#pragma once

#include "gmp_codec.h"

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace irodori::gmp {

struct SessionConfig {
    int boardSize = 19;        // answered to QUERY 9 (must be 1..22)
    Color ourColor = Empty;    // answered to QUERY 11; Empty = unknown
    int handicap = 0;          // stones; 0 or 1 = none (answered as 1)
    bool chineseRules = false; // QUERY 7: 1 Japanese, 2 Chinese
    bool sgmp = false;         // the restricted tournament profile
    std::int64_t retransmitMs = 1000;
    int maxRetransmits = 60;   // then the session gives up with an error
};

struct SessionEvent {
    enum class Kind {
        NewGame,      // the peer started a game (we replied OK)
        Move,         // the peer moved: color, pass / x, yFromTop
        Undo,         // the peer takes back `value` moves
        Answer,       // the peer answered our query `query` with `value`
        Acknowledged, // the peer acknowledged our last command
        Denied,       // the peer refused our last command
        Chat,         // text between packets
        Failed,       // the session gave up: `text` says why
    };
    Kind kind = Kind::Chat;
    Color color = Empty;
    bool pass = false;
    int x = 0;
    int yFromTop = 0;
    int query = 0;
    int value = 0;
    std::string text{};
};

class Session {
public:
    explicit Session(SessionConfig config = {});

    const SessionConfig& config() const { return config_; }
    void setConfig(const SessionConfig& c) { config_ = c; }

    // Bytes from the peer, at time now (milliseconds, any epoch).
    void receive(const std::uint8_t* data, std::size_t n, std::int64_t now);
    // Retransmits an unacknowledged command when its time has come.
    void tick(std::int64_t now);

    // Commands of ours. They are queued while an earlier one waits for its
    // acknowledgement, and sent in order.
    void newGame(std::int64_t now);
    void query(int q, std::int64_t now);
    void move(Color c, int x, int yFromTop, std::int64_t now);
    void pass(Color c, std::int64_t now);
    void undo(int count, std::int64_t now);

    // Bytes to send to the peer (taken: the buffer is emptied).
    std::vector<std::uint8_t> takeOutput();
    std::vector<SessionEvent> takeEvents();

    // Nothing of ours is unacknowledged or queued.
    bool idle() const { return !waiting_ && queue_.empty(); }
    bool failed() const { return failed_; }
    const std::string& error() const { return error_; }
    // The latest answer the peer gave to query q (-1 if none yet).
    int answer(int q) const;
    int retransmissions() const { return retransmissions_; }
    int droppedPackets() const { return dropped_; }

private:
    struct Pending {
        Command command;
        int value;
    };
    void handle(const Packet& p, std::int64_t now);
    void sendOk();
    void sendNow(Command c, int value, std::int64_t now);
    // Acknowledges the peer's command: with the next queued command of ours
    // if there is one (an implicit acknowledgement), otherwise with OK.
    void acknowledge(std::int64_t now);
    void enqueue(Command c, int value, std::int64_t now);
    int answerFor(int q) const;
    void report(SessionEvent e) { events_.push_back(std::move(e)); }

    SessionConfig config_;
    Decoder decoder_;
    bool mySeq_ = false;
    bool hisSeq_ = false;
    bool waiting_ = false;
    Pending sent_{Command::Ok, 0};
    std::array<std::uint8_t, 4> lastBytes_{};
    std::int64_t lastSentAt_ = 0;
    int tries_ = 0;
    std::deque<Pending> queue_;
    std::vector<std::uint8_t> out_;
    std::vector<SessionEvent> events_;
    int answers_[16];
    bool failed_ = false;
    std::string error_;
    int retransmissions_ = 0;
    int dropped_ = 0;
};

} // namespace irodori::gmp
