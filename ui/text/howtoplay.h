// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// HowToPlay: Help › How to Play — the rules, entering digits and pencil marks, the tools for
// harder puzzles, hints, watching the solver, new puzzles and sizes. One paragraph a tr()
// string (context HowToPlay), so that every language has the whole page; the keys in it are
// the ones the window binds.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sudoku {

class HowToPlay {
    Q_DECLARE_TR_FUNCTIONS(HowToPlay)

public:
    struct Section {
        QString title;
        QStringList paragraphs;
    };
    // The page's sections, in the window's language.
    static QList<Section> sections();
    // The page as HTML for a text browser: a title, then each section's heading and paragraphs.
    static QString html();
};

} // namespace sudoku
