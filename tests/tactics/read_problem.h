// Reading one tactical problem in a test: the problem's text (the format of
// tactics/problem.h), every question read and its answer checked against
// the answers the problem accepts.
#pragma once

#include "tactics/problem.h"
#include "tactics/reader.h"

#include <QtTest>

#include <string>

namespace irodori::tactics::testing {

// The budget of the GTP front end: three more plies for strings with many
// liberties, and every answer read a second time as a question of its own.
inline ReadBudget gtpBudget()
{
    ReadBudget budget;
    budget.extraLibertyPlies = 3;
    budget.recheckAnswers = true;
    return budget;
}

// Records a failure of the running test for a text that does not parse to
// one problem, or for an answer the problem does not accept.
inline void readProblem(const QString& text, const ReadBudget& budget)
{
    std::string error;
    const auto problems = parseProblems(text.toStdString(), &error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(problems.size(), std::size_t(1));
    const Problem& p = problems.front();
    Reader reader(budget);
    for (const auto& q : p.questions) {
        const ReadResult r = ask(reader, p, q);
        QVERIFY2(accepts(q, r), qPrintable(QString::fromStdString(
                                    q.text + " answered " + formatAnswer(p.position.board(), r))));
    }
}

} // namespace irodori::tactics::testing
