// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// HintTechniquesDialog: Settings › Hints, the techniques hints and Step may use. A tree of
// the families, easiest first, each with a tristate box over its techniques (their titles and
// ratings); the singles ticked and fixed, as a hint must always be able to place a digit.
// "All" ticks every technique, "No Uniqueness" every one but the uniqueness family's. The
// rating of a puzzle always uses them all: this is the hints' choice alone.

#include "technique.h"

#include <QDialog>

#include <optional>

class QTreeWidget;

namespace sudoku {

class HintTechniquesDialog : public QDialog {
    Q_OBJECT

public:
    HintTechniquesDialog(const TechniqueSet &allowed, QWidget *parent = nullptr);

    // The techniques ticked (the singles always; None's bit as allTechniques() has it).
    TechniqueSet allowed() const;
    // Ticks the techniques of `allowed` (and the singles), clears the others.
    void setAllowed(const TechniqueSet &allowed);
    // One top-level item a family, one child a technique (Qt::UserRole: its number).
    QTreeWidget *tree() const { return m_tree; }

    // Opens the dialog over `parent` on `allowed`: the choice, or nothing when cancelled.
    static std::optional<TechniqueSet> choose(const TechniqueSet &allowed, QWidget *parent);

private:
    QTreeWidget *m_tree = nullptr;
};

} // namespace sudoku
