// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// TechniquePages: the words of Help › Techniques — for each technique, what it is and how to
// spot it on a board (context TechniquePages). The rest of a page comes from elsewhere: the
// title, family and rating from the technique table (Explain), the example board from the
// technique examples (TechniqueExamples), its step's explanation from Explain::step.

#include "technique.h"

#include <QCoreApplication>
#include <QString>

namespace sudoku {

class TechniquePages {
    Q_DECLARE_TR_FUNCTIONS(TechniquePages)

public:
    struct Page {
        QString what; // what the technique is and why it holds
        QString spot; // how to find it on a board
    };
    // The page of a technique in the window's language; empty for Technique::None.
    static Page page(Technique technique);
};

} // namespace sudoku
