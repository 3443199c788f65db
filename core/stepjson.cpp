// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepjson.h"

#include "geometry.h"

#include <cstdio>

namespace sudoku {
namespace {

// Appends JSON to one string: the values in order, commas where they belong.
class JsonWriter {
public:
    explicit JsonWriter(std::string &out) : m_out(out) {}

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    void key(std::string_view name)
    {
        separate();
        m_out += jsonString(name);
        m_out += ':';
        m_afterKey = true;
    }
    void string(std::string_view text)
    {
        separate();
        m_out += jsonString(text);
    }
    void number(int value)
    {
        separate();
        m_out += std::to_string(value);
    }
    // A difficulty in tenths as a number with one decimal: 72 → 7.2.
    void tenths(int value)
    {
        separate();
        m_out += std::to_string(value / 10) + '.' + std::to_string(value % 10);
    }
    // Appends an object written by another writer.
    void raw(const std::string &json)
    {
        separate();
        m_out += json;
    }

private:
    void separate()
    {
        if (m_afterKey)
            m_afterKey = false;
        else if (m_needComma)
            m_out += ',';
        m_needComma = true;
    }
    void open(char bracket)
    {
        separate();
        m_out += bracket;
        m_needComma = false;
    }
    void close(char bracket)
    {
        m_out += bracket;
        m_needComma = true;
    }

    std::string &m_out;
    bool m_needComma = false;
    bool m_afterKey = false;
};

std::string_view ruleName(Reason reason)
{
    switch (reason) {
    case Reason::Assumption:
        return "assumption";
    case Reason::SameCell:
        return "same-cell";
    case Reason::SameUnit:
        return "same-unit";
    case Reason::LastCandidate:
        return "last-candidate";
    case Reason::LastPlace:
        return "last-place";
    case Reason::Pattern:
        return "inner-step";
    case Reason::LockedSet:
        return "locked-set";
    }
    return "assumption";
}

class StepWriter {
public:
    StepWriter(JsonWriter &json, const Step &step) : m_json(json), m_geometry(geometryOf(step)) {}

    void cells(const std::vector<int> &cells)
    {
        m_json.beginArray();
        for (const int cell : cells)
            m_json.string(m_geometry.cellName(cell));
        m_json.endArray();
    }
    void units(const std::vector<int> &units)
    {
        m_json.beginArray();
        for (const int unit : units)
            m_json.string(m_geometry.unitName(unit));
        m_json.endArray();
    }
    void candidates(const std::vector<CellDigit> &candidates)
    {
        m_json.beginArray();
        for (const CellDigit candidate : candidates) {
            m_json.beginObject();
            m_json.key("cell");
            m_json.string(m_geometry.cellName(candidate.cell));
            m_json.key("digit");
            m_json.number(candidate.digit);
            m_json.endObject();
        }
        m_json.endArray();
    }
    void digits(Candidates digits)
    {
        m_json.beginArray();
        for (const int digit : digits)
            m_json.number(digit);
        m_json.endArray();
    }
    void node(const ChainNode &node, const Step &step)
    {
        m_json.beginObject();
        m_json.key("cells");
        cells(node.cells);
        m_json.key("digit");
        m_json.number(node.digit);
        m_json.key("state");
        m_json.string(node.on ? "on" : "off");
        m_json.key("premises");
        m_json.beginArray();
        for (const int parent : node.parents)
            m_json.number(parent);
        m_json.endArray();
        m_json.key("reason");
        m_json.beginObject();
        m_json.key("rule");
        m_json.string(ruleName(node.reason));
        if (node.unit >= 0 && (node.reason == Reason::SameUnit || node.reason == Reason::LastPlace
                               || node.reason == Reason::LockedSet)) {
            m_json.key("unit");
            m_json.string(m_geometry.unitName(node.unit));
        }
        if (const std::vector<int> set = lockedSetOf(step, node); !set.empty()) {
            m_json.key("set");
            cells(set);
        }
        if (node.reason == Reason::Pattern) {
            m_json.key("step");
            m_json.number(node.nested);
        }
        m_json.endObject();
        m_json.endObject();
    }

private:
    JsonWriter &m_json;
    const Geometry &m_geometry; // names the units: a variant's as it names them
};

} // namespace

std::string jsonString(std::string_view text)
{
    std::string quoted = "\"";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            quoted += '\\';
            quoted += c;
        } else if (c == '\n') {
            quoted += "\\n";
        } else if (c == '\t') {
            quoted += "\\t";
        } else if (byte < 0x20 || byte == 0x7F) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
            quoted += escaped;
        } else {
            quoted += c;
        }
    }
    return quoted + '"';
}

std::string stepJson(const Step &step)
{
    std::string out;
    JsonWriter json(out);
    StepWriter write(json, step);
    json.beginObject();
    json.key("technique");
    json.beginObject();
    const bool guess = step.technique == Technique::None;
    json.key("id");
    json.string(guess ? "guess" : techniqueName(step.technique));
    json.key("name");
    json.string(guess ? "guess" : techniqueTitle(step.technique));
    json.endObject();
    json.key("er");
    json.tenths(step.difficulty);
    json.key("text");
    json.string(guess ? std::string("guess") : describe(step));
    json.key("placements");
    write.candidates(step.placements);
    json.key("eliminations");
    write.candidates(step.eliminations);
    json.key("highlight");
    json.beginObject();
    json.key("units");
    write.units(step.units);
    json.key("coverUnits");
    write.units(step.coverUnits);
    json.key("cells");
    write.cells(step.cells);
    json.key("candidates");
    write.candidates(step.candidates);
    json.key("digits");
    write.digits(step.digits);
    json.endObject();
    json.key("chains");
    json.beginArray();
    const bool lines = readsAsLines(step);
    for (std::size_t c = 0; c < step.chains.size(); ++c) {
        json.beginObject();
        json.key("nodes");
        json.beginArray();
        for (const ChainNode &node : step.chains[c].nodes)
            write.node(node, step);
        json.endArray();
        if (!lines) {
            json.key("eureka");
            json.string(eurekaChain(step, c));
        } else {
            json.key("lines");
            json.beginArray();
            for (const ChainLine &line : chainLines(step, c)) {
                json.beginObject();
                json.key("depth");
                json.number(line.depth);
                json.key("node");
                json.number(line.depth == 0 ? line.node : -1);
                json.key("from");
                json.beginArray();
                for (const int from : line.from)
                    json.number(from);
                json.endArray();
                json.key("text");
                json.string(toEnglish(line.text));
                json.key("eureka");
                json.string(line.eureka);
                json.endObject();
            }
            json.endArray();
        }
        json.endObject();
    }
    json.endArray();
    json.key("nested");
    json.beginArray();
    for (const Step &inner : step.nested)
        json.raw(stepJson(inner));
    json.endArray();
    json.endObject();
    return out;
}

std::string puzzleJson(const Grid &puzzle, std::string_view source, LineNumber line, const Rating &rating,
                       const std::optional<Grid> &solution, const std::vector<Step> &steps)
{
    std::string out;
    JsonWriter json(out);
    json.beginObject();
    json.key("puzzle");
    json.string(toLine(puzzle));
    json.key("source");
    json.string(printable(source));
    json.key("line");
    json.raw(std::to_string(line));
    json.key("solutions");
    json.number(rating.solutionCount);
    if (solution) {
        json.key("solution");
        json.string(toLine(*solution));
    }
    json.key("rating");
    json.beginObject();
    json.key("er");
    json.tenths(rating.difficulty);
    json.key("level");
    json.string(levelName(rating.level));
    json.key("guesses");
    json.number(rating.guesses);
    json.endObject();
    Board board = Board::fromGrid(puzzle);
    for (const Step &step : steps)
        applyStep(board, step);
    json.key("solved");
    json.raw(board.grid.isFull() ? "true" : "false");
    json.key("steps");
    json.beginArray();
    for (const Step &step : steps)
        json.raw(stepJson(step));
    json.endArray();
    json.endObject();
    return out;
}

} // namespace sudoku
