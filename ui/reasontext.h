// The words of the Why? panel: the analysis speaks in short English keys
// ("eye-if-played", "liberty-race") and plain-number details ("4 vs 7
// liberties"); this turns them into translated sentences a player reads.
#pragma once

#include "analysis/analysis.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <vector>

namespace irodori::ui {

class Reasons {
    Q_DECLARE_TR_FUNCTIONS(Reasons)

public:
    // What a reason means, e.g. "An eye can be made by playing here".
    static QString title(const std::string& key);
    // The detail, translated where its form is known; otherwise as given.
    static QString detail(const std::string& detail, int size);
    // "1 → 1½ eyes" or "50 % → 75 %".
    static QString change(const analysis::Reason& reason);
    static QString status(analysis::GroupStatus status);
    // The group reading's verdict in a sentence, e.g. "Critical: White
    // kills it at L7, Black saves it at L7"; empty when it was not read.
    static QString reading(const analysis::GroupReading& reading, Color owner, int size);
    // The verdict in one word ("alive", "dead", "critical"); empty when
    // there is none (not read, stopped). "alive" and "dead" are the words
    // of status().
    static QString readingWord(analysis::GroupReading::Verdict verdict);
    // How much it read, and whether its budget ran out; empty when nothing was read.
    static QString readingDetail(const analysis::GroupReading& reading);
    static QString tactical(analysis::TacticalStatus status);
    static QString colorName(Color c);
    // "D4" for an engine point of a board of this size and stride.
    static QString vertex(Point p, int size);
    // "D4, E5, F6" (at most limit points, then "…").
    static QString vertices(const std::vector<Point>& points, int size, int limit = 8);
};

} // namespace irodori::ui
