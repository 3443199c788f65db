// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// TechniqueExamples: the example positions of every technique that come with the program
// (resources/techniques/examples.txt, compiled in under :/techniques), read once: the help's
// technique pages draw the first of a technique, practice serves them. Lines of the file are
// position.h's example lines; '#' lines and blank lines are skipped.

#include "position.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

class TechniqueExamples {
public:
    // The examples of the program's file, read on first use (from any thread).
    static const TechniqueExamples &bundled();

    // The examples of a text in that file's format.
    explicit TechniqueExamples(std::string_view text);

    // A technique's examples, in the file's order (none for Technique::None).
    const std::vector<TechniqueExample> &of(Technique technique) const
    {
        return m_examples[static_cast<std::size_t>(technique)];
    }
    // The lines that did not read: "line 12: column 90: expected a digit or '.'".
    const std::vector<std::string> &errors() const { return m_errors; }

private:
    std::array<std::vector<TechniqueExample>, TechniqueCount> m_examples;
    std::vector<std::string> m_errors;
};

} // namespace sudoku
