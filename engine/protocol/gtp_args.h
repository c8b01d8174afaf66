// Argument parsing shared by the GTP command handlers. Each parser returns
// the value, or std::nullopt with a sentence for the "?" reply in *error.
#pragma once

#include "gtp_engine.h"

#include "core/board.h"

#include <optional>
#include <string>
#include <string_view>

namespace irodori::gtp {

// A whole-token integer ("19"; not "19x", not "1e2").
std::optional<int> parseInt(std::string_view text);
// A whole-token finite decimal number ("6.5", "-0.5", "7"), C locale.
std::optional<double> parseNumber(std::string_view text);

// A vertex on board, "pass" included only when allowPass. The error says
// what is wrong: unknown letter, the unused letter I, off the board.
std::optional<Point> parseVertex(const Board& board, std::string_view text, bool allowPass,
                                 std::string* error);
// A vertex that must hold a stone (the analysis commands).
std::optional<Point> parseStoneVertex(const Board& board, std::string_view text,
                                      std::string* error);
std::optional<Color> parseColorArg(std::string_view text, std::string* error);

// "Expected N arguments" checks with a message naming the command's usage.
bool checkArgCount(const Args& args, std::size_t min, std::size_t max, const char* usage,
                   std::string* error);
// The one argument of a "COMMAND VERTEX" question about a string or group:
// exactly one vertex, and it must hold a stone.
std::optional<Point> parseOneStoneArg(const Board& board, const Args& args, const char* usage,
                                      std::string* error);
// The two arguments of a "COMMAND MOVE VERTEX" question (does a move
// attack or defend a string or group): a point (not pass), then a vertex
// that holds a stone.
struct MoveOnStone {
    Point move;
    Point stone;
};
std::optional<MoveOnStone> parseMoveOnStone(const Board& board, const Args& args, const char* usage,
                                            std::string* error);

// Appends word to out, after sep unless out is empty: the space-separated
// lists of GTP answers.
void appendWord(std::string& out, std::string_view word, char sep = ' ');

// A vertex as GNU Go prints it in analysis answers: "D4", "PASS".
std::string vertexText(const Board& board, Point p);
// The stones of the string at p as vertices, sorted from the top-left.
std::string stringStonesText(const Board& board, Point p);

} // namespace irodori::gtp
