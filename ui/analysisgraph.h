// AnalysisGraph: the strip under the board that shows a whole game at a
// glance — Black's estimated lead after every move (a filled curve, up for
// Black, down for White), the safety of the largest groups (thin lines on
// a 0-100 % scale), the turning points (red marks) and the move on the
// board (a vertical line). A click jumps to that move.
#pragma once

#include "gamereview.h"

#include <QWidget>

#include <functional>
#include <optional>

namespace irodori::ui {

class AnalysisGraph : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisGraph(QWidget* parent = nullptr);

    // The review to draw; the graph keeps a pointer (the owner outlives it).
    void setReview(const GameReview* review);
    // Call when the review's analyses or turning points changed.
    void refresh(std::vector<GameReview::TurningPoint> turningPoints);
    void setCurrent(int index);
    // What the graph says while it has no line ("" for the usual words).
    void setEmptyText(const QString& text)
    {
        emptyText_ = text;
        update();
    }
    const QString& emptyText() const { return emptyText_; }
    int current() const { return current_; }

    // The position index under widget x, and the x of an index.
    int indexAt(qreal x) const;
    qreal xOf(int index) const;
    // The colour of tracked group k's line.
    static QColor trackColor(Color color, int k);

    // Another program's win rate for Black (0 to 1) in a position of the
    // line, where it has read it: drawn as a dashed line on the 0-100 %
    // scale, named label in the legend. An empty function draws none.
    using WinrateSource = std::function<std::optional<double>(const Position&)>;
    void setWinrates(WinrateSource source, QString label);
    const QString& winrateLabel() const { return winrateLabel_; }
    // The win rate drawn at position index i, if any.
    std::optional<double> winrateAt(int i) const;
    static QColor winrateColor() { return {20, 150, 60}; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void indexClicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    QFont labelFont() const;
    QRectF plotRect() const;
    double scoreScale() const;

    const GameReview* review_ = nullptr;
    std::vector<GameReview::TurningPoint> turning_;
    int current_ = -1;
    QString emptyText_;
    WinrateSource winrates_;
    QString winrateLabel_;
};

} // namespace irodori::ui
