// Group reading over a whole analysis: the owl's verdict on every group the
// static judgement calls unsettled or dead, and on living groups shut in
// without room to run that are small or hold enemy stones in their eye
// space (alive, dead, or critical with
// the killing and the saving point), beside that judgement, for the views
// that explain a position (the study board, `irodori-cli analyze`, GTP
// dragon_status). The search's evaluations never ask for it: a 19x19
// middle game can take a few hundred milliseconds of reading.
#pragma once

#include "analysis.h"
#include "owl.h"

#include "core/position.h"

#include <functional>

namespace irodori::analysis {

// Reads group g of a (the analysis of pos) with owl when the static
// judgement calls it unsettled or dead: first the kill, then, when the
// opponent can kill it, the save. Groups the static judgement calls alive
// or seki are not read (NotRead; see group_reading.cpp for why), except a
// living group shut in without room to run that is small or holds enemy
// stones inside its eye space, nor groups
// whose every string the capture search takes whoever moves first (step 2).
// A group that Benson's test shows alive is not read either (Unconditional).
// True when readGroup() would read group g (or find it unconditionally
// alive): the static judgement calls it unsettled or dead, and not every
// string of it is taken by the capture search.
bool wantsReading(const Analysis& a, int g);
// True when some group wantsReading() and its reading is NotRead.
bool readingMissing(const Analysis& a);

GroupReading readGroup(const Position& pos, const Analysis& a, int g, Owl& owl);

// Whether group gi, read dead or critical, lives all the same because
// every enemy group around it (touching it, or bounding the enemy region
// its stones stand in) is read dead whoever moves first: its killers die
// first (GroupReading::Verdict::KillersDie, which readGroups() sets).
// verdictOf(e) gives the reading of group e; a reader that reads lazily
// may read it then.
bool killersDie(const Analysis& a, int gi, const std::function<GroupReading::Verdict(int)>& verdictOf);

// Fills Group::reading for every group of a. Stops early (the groups not
// reached are left NotRead, the one being read Stopped) when owl's cancel
// flag is set; returns false then.
bool readGroups(const Position& pos, Analysis& a, Owl& owl);

// Reads StringInfo::attackLine and defenceLine (tactics/line.h) for every
// string of a whose status is not stable, with reader: from pos, the
// opponent moving first, then the owner. A few questions per line, most
// answered from the reader's cache; for the views that explain a
// position, like readGroups().
void readCaptureLines(const Position& pos, Analysis& a, tactics::Reader& reader);
// True when a has a string that is not stable and readCaptureLines() has
// not been asked.
bool captureLinesMissing(const Analysis& a);
// What the views that explain a position still lack: readingMissing() or
// captureLinesMissing().
bool explanationMissing(const Analysis& a);

// The verdict in GNU Go's dragon_status terms: the group reading's where it
// read the group, else its static status (seki counts as alive, an
// unsettled group not read is unknown).
enum class Dragon { Alive, Dead, Critical, Unknown };
Dragon dragonStatus(const Group& g);
// dragonStatus() as the status word: "alive", "dead", "critical", "unknown".
const char* dragonWord(const Group& g);

} // namespace irodori::analysis
