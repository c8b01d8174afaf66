// The GUI's embedded resources: the application icon.
#pragma once

#include <QIcon>

namespace irodori::ui {

// Registers the resources compiled into the ui library (icons). Linking a
// static library drops resource initialisers nobody calls, so every entry
// point (main, tests) goes through here; calling it twice is harmless.
void initResources();

// The application icon, rendered from icons/irodori.svg at the usual sizes.
QIcon appIcon();

} // namespace irodori::ui
