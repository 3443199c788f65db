// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled into every program that links sudoku_ui (an INTERFACE source, see
// ui/CMakeLists.txt), so that each one, the tests included, reads "1 puzzle" and not
// "1 puzzle(s)" from its first tr() on.
#include "language.h"

#include <QCoreApplication>

namespace {

void installPluralForms()
{
    sudoku::language::installEnglishPlurals();
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installPluralForms)
