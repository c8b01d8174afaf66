// Network → Host game… and Connect…: the settings of a GMP/SGMP game.
#pragma once

#include "protocol/gmp_game.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace irodori::ui {

class NetworkDialog : public QDialog {
    Q_OBJECT

public:
    enum class Mode { Host, Connect };
    explicit NetworkDialog(Mode mode, QWidget* parent = nullptr);

    Mode mode() const { return mode_; }
    gmp::GameSettings settings() const;
    quint16 port() const;
    QString host() const;
    // Who plays on our side: 0 = the user at the board, 1..10 = Irodori's
    // engine at that level.
    int engineLevel() const;

    void setPort(quint16 port);
    void setHost(const QString& host);

private:
    Mode mode_;
    QLineEdit* host_ = nullptr;
    QSpinBox* port_ = nullptr;
    QSpinBox* size_ = nullptr;
    QComboBox* color_ = nullptr;
    QSpinBox* handicap_ = nullptr;
    QDoubleSpinBox* komi_ = nullptr;
    QComboBox* rules_ = nullptr;
    QCheckBox* sgmp_ = nullptr;
    QComboBox* player_ = nullptr;
    QSpinBox* level_ = nullptr;
};

} // namespace irodori::ui
