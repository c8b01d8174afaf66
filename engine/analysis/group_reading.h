// Group reading over a whole analysis: the owl's verdict on every group the
// static judgement left unsettled (alive, dead, or critical with the killing
// and the saving point), beside that judgement, for the views that explain
// a position (the study board, `irodori-cli analyze`, GTP dragon_status).
// The search's evaluations never ask for it: a 19x19 middle game can take
// a few hundred milliseconds of reading.
#pragma once

#include "analysis.h"
#include "owl.h"

#include "core/position.h"

namespace irodori::analysis {

// Reads group g of a (the analysis of pos) with owl when the static
// judgement left it unsettled: first the kill, then, when the opponent can
// kill it, the save. Groups the static judgement calls alive, dead or seki
// are not read (NotRead): see group_reading.cpp for why. A group that
// Benson's test shows alive is not read either (Unconditional).
GroupReading readGroup(const Position& pos, const Analysis& a, int g, Owl& owl);

// Fills Group::reading for every group of a. Stops early (the groups not
// reached are left NotRead, the one being read Stopped) when owl's cancel
// flag is set; returns false then.
bool readGroups(const Position& pos, Analysis& a, Owl& owl);

// The verdict as a status word of GNU Go's dragon_status: "alive", "dead",
// "critical"; for a group not read, its static status ("alive" for seki).
const char* dragonWord(const Group& g);

} // namespace irodori::analysis
