// irodori-cli: the headless front end. See "irodori-cli --help".
#include "command.h"

#include "irodori/version.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

namespace {

void printHelp()
{
    std::printf("%s %s - command-line tools\n\nUsage: irodori-cli <command> [options]\n\nCommands:\n",
                irodori::kName, irodori::kVersion);
    auto list = irodori::cli::commands();
    std::sort(list.begin(), list.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
    // Usage on one line, the summary indented below it: usages are long.
    for (const auto& c : list)
        std::printf("  %s\n      %s\n", c.usage.c_str(), c.summary.c_str());
    std::printf("\nirodori-cli --version prints the version.\n");
}

} // namespace

int main(int argc, char** argv)
{
    // A core application gives the subcommands Qt's text codecs, timers and sockets.
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("irodori-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(irodori::kVersion));

    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        printHelp();
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        std::printf("%s %s\n", irodori::kName, irodori::kVersion);
        return 0;
    }
    for (const auto& c : irodori::cli::commands()) {
        if (c.name == args[0]) {
            try {
                return c.run(std::vector<std::string>(args.begin() + 1, args.end()));
            } catch (const std::exception& e) {
                std::fprintf(stderr, "irodori-cli %s: %s\n", c.name.c_str(), e.what());
                return 1;
            }
        }
    }
    std::fprintf(stderr, "irodori-cli: unknown command '%s' (try --help)\n", args[0].c_str());
    return 2;
}
