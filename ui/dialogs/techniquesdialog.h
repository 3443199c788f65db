// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// TechniquesDialog: Help › Techniques — a page for every technique, listed by family, easiest
// first: what it is, how to spot it, its family, level and rating, and a board drawn from one
// of its example positions (TechniqueExamples) with the step a hint would show there,
// highlighted as the hint highlights it and explained as the hint explains it. The step is
// found again on the pool thread (BackgroundJob): the forcing chains can take a moment. Not
// modal: the window keeps one and shows it again, on the technique a link names.

#include "position.h"
#include "technique.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace sudoku {

class BackgroundJob;
class BoardWidget;

class TechniquesDialog : public QDialog {
    Q_OBJECT

public:
    explicit TechniquesDialog(QWidget *window);

    // Shows the page of `technique` and its first example.
    void showTechnique(Technique technique);
    Technique technique() const { return m_technique; }
    // Shows the next example of the technique (Another Example), the first after the last.
    void showNextExample();

    // The page's parts, for tests.
    QTreeWidget *list() const { return m_list; }
    QTextBrowser *text() const { return m_text; }
    BoardWidget *board() const { return m_board; }
    QLabel *caption() const { return m_caption; }
    // The example's step, once found (nothing while it is being found, or when the
    // technique has no example).
    const std::optional<Step> &exampleStep() const { return m_step; }

signals:
    // The example on show has its step found and drawn, or has been found to have none.
    void exampleShown(Technique technique);

private:
    void showExample();
    QString pageHtml() const;

    QTreeWidget *m_list = nullptr;
    QTextBrowser *m_text = nullptr;
    BoardWidget *m_board = nullptr;
    QLabel *m_caption = nullptr;
    QPushButton *m_another = nullptr;
    BackgroundJob *m_job = nullptr;
    Technique m_technique = Technique::None;
    std::size_t m_example = 0;
    std::optional<Step> m_step;
};

} // namespace sudoku
