// SPDX-License-Identifier: GPL-3.0-or-later
#include "techniqueexamples.h"

#include <QFile>
#include <QLoggingCategory>

namespace sudoku {

Q_LOGGING_CATEGORY(lcExamples, "sudoku.ui.examples")

const TechniqueExamples &TechniqueExamples::bundled()
{
    static const TechniqueExamples examples = [] {
        QFile file(QStringLiteral(":/techniques/examples.txt"));
        QByteArray text;
        if (file.open(QIODevice::ReadOnly))
            text = file.readAll();
        else
            qCWarning(lcExamples) << "the technique examples are missing:" << file.errorString();
        TechniqueExamples read(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        for (const std::string &error : read.errors())
            qCWarning(lcExamples) << "technique examples:" << error.c_str();
        return read;
    }();
    return examples;
}

TechniqueExamples::TechniqueExamples(std::string_view text)
{
    std::size_t number = 0;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.find_first_not_of(" \t") == std::string_view::npos || line.front() == '#')
            continue;
        std::string error;
        if (std::optional<TechniqueExample> example = readExampleLine(line, &error))
            m_examples[static_cast<std::size_t>(example->technique)].push_back(std::move(*example));
        else
            m_errors.push_back("line " + std::to_string(number) + ": " + error);
    }
}

} // namespace sudoku
