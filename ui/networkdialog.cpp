#include "networkdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace irodori::ui {

NetworkDialog::NetworkDialog(Mode mode, QWidget* parent)
    : QDialog(parent), mode_(mode)
{
    setWindowTitle(mode == Mode::Host ? tr("Host a Network Game") : tr("Connect to a Network Game"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(mode == Mode::Host
                                 ? tr("Wait for another Go program to connect over TCP (Go Modem Protocol).")
                                 : tr("Connect to a Go program that waits for a game over TCP "
                                      "(Go Modem Protocol)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    if (mode == Mode::Connect) {
        host_ = new QLineEdit(QStringLiteral("127.0.0.1"), this);
        host_->setObjectName(QStringLiteral("host"));
        form->addRow(tr("&Host:"), host_);
    }
    port_ = new QSpinBox(this);
    port_->setObjectName(QStringLiteral("port"));
    port_->setRange(1, 65535);
    port_->setValue(6810);
    form->addRow(tr("&Port:"), port_);

    size_ = new QSpinBox(this);
    size_->setObjectName(QStringLiteral("boardSize"));
    size_->setRange(kMinBoardSize, gmp::kMaxGmpBoardSize); // GMP points stop at 22x22
    size_->setValue(19);
    size_->setToolTip(tr("The Go Modem Protocol supports boards up to 22×22."));
    form->addRow(tr("Board &size:"), size_);

    color_ = new QComboBox(this);
    color_->setObjectName(QStringLiteral("color"));
    color_->addItem(tr("Black"), int(Black));
    color_->addItem(tr("White"), int(White));
    if (mode == Mode::Connect)
        color_->addItem(tr("Let the other side decide"), int(Empty));
    form->addRow(tr("&Your colour:"), color_);

    handicap_ = new QSpinBox(this);
    handicap_->setObjectName(QStringLiteral("handicap"));
    handicap_->setRange(0, 9);
    handicap_->setSpecialValueText(tr("none"));
    form->addRow(tr("&Handicap:"), handicap_);

    komi_ = new QDoubleSpinBox(this);
    komi_->setObjectName(QStringLiteral("komi"));
    komi_->setRange(-100, 100);
    komi_->setSingleStep(0.5);
    komi_->setDecimals(1);
    komi_->setValue(6.5);
    komi_->setToolTip(tr("Komi is not sent over the protocol: agree on it with the other side."));
    form->addRow(tr("&Komi:"), komi_);

    rules_ = new QComboBox(this);
    rules_->addItem(tr("Japanese"));
    rules_->addItem(tr("Chinese"));
    form->addRow(tr("&Rules:"), rules_);

    sgmp_ = new QCheckBox(tr("Restricted tournament profile (SGMP)"), this);
    sgmp_->setObjectName(QStringLiteral("sgmp"));
    sgmp_->setToolTip(tr("SGMP agrees only on colour and handicap; the board size must be agreed beforehand."));
    form->addRow(QString(), sgmp_);

    player_ = new QComboBox(this);
    player_->setObjectName(QStringLiteral("player"));
    player_->addItem(tr("You, at the board"));
    player_->addItem(tr("Irodori's engine"));
    form->addRow(tr("Played &by:"), player_);
    level_ = new QSpinBox(this);
    level_->setObjectName(QStringLiteral("level"));
    level_->setRange(1, 10);
    level_->setValue(5);
    level_->setToolTip(tr("1 plays at once, 10 thinks longest and plays best."));
    level_->setEnabled(false);
    connect(player_, &QComboBox::currentIndexChanged, this, [this](int i) { level_->setEnabled(i == 1); });
    form->addRow(tr("Engine &level:"), level_);
    layout->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(mode == Mode::Host ? tr("&Wait for Connection") : tr("&Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

gmp::GameSettings NetworkDialog::settings() const
{
    gmp::GameSettings s;
    s.boardSize = size_->value();
    s.ourColor = static_cast<Color>(color_->currentData().toInt());
    s.handicap = handicap_->value() == 1 ? 0 : handicap_->value();
    s.komi = komi_->value();
    s.chineseRules = rules_->currentIndex() == 1;
    s.sgmp = sgmp_->isChecked();
    return s;
}

int NetworkDialog::engineLevel() const
{
    return player_->currentIndex() == 1 ? level_->value() : 0;
}

quint16 NetworkDialog::port() const { return static_cast<quint16>(port_->value()); }
QString NetworkDialog::host() const { return host_ ? host_->text().trimmed() : QString(); }
void NetworkDialog::setPort(quint16 port) { port_->setValue(port); }
void NetworkDialog::setHost(const QString& host)
{
    if (host_)
        host_->setText(host);
}

} // namespace irodori::ui
