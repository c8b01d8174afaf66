#include "enginegamedialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace irodori::ui {

EngineGameDialog::EngineGameDialog(const EngineGameSettings& settings, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New Game Against Irodori"));
    auto* form = new QFormLayout;

    auto* colors = new QHBoxLayout;
    color_ = new QButtonGroup(this);
    auto* black = new QRadioButton(tr("Black"), this);
    auto* white = new QRadioButton(tr("White"), this);
    color_->addButton(black, Black);
    color_->addButton(white, White);
    colors->addWidget(black);
    colors->addWidget(white);
    colors->addStretch();
    form->addRow(tr("You play:"), colors);

    auto* sizes = new QHBoxLayout;
    size_ = new QButtonGroup(this);
    for (int n : {9, 13, 19}) {
        auto* b = new QRadioButton(tr("%1 × %1").arg(n), this);
        size_->addButton(b, n);
        sizes->addWidget(b);
    }
    sizes->addStretch();
    form->addRow(tr("Board:"), sizes);

    handicap_ = new QSpinBox(this);
    handicap_->setRange(0, 9);
    handicap_->setSpecialValueText(tr("none"));
    handicap_->setAccessibleName(tr("Handicap stones"));
    form->addRow(tr("Handicap:"), handicap_);

    komi_ = new QDoubleSpinBox(this);
    komi_->setRange(-150, 150);
    komi_->setDecimals(1);
    komi_->setSingleStep(0.5);
    form->addRow(tr("Komi:"), komi_);

    chinese_ = new QCheckBox(tr("Count by area (Chinese rules)"), this);
    form->addRow(QString(), chinese_);

    level_ = new QSpinBox(this);
    level_->setRange(1, 10);
    level_->setAccessibleName(tr("Engine level"));
    level_->setToolTip(tr("1 answers at once; 10 thinks longest and plays strongest."));
    form->addRow(tr("Irodori's level:"), level_);

    // The clock: main time, then byo-yomi periods (秒読み); all zero: none.
    clock_ = new ClockSettingsEdit(this);
    form->addRow(tr("Clock:"), clock_);
    ponder_ = new QCheckBox(tr("Irodori thinks on your time too (pondering)"), this);
    ponder_->setToolTip(tr("While you think, Irodori reads ahead in the position; it plays stronger, and the "
                           "processor works all the time"));
    form->addRow(QString(), ponder_);

    // One stone is no handicap (it is just Black without komi); with
    // handicap stones the usual komi is half a point.
    connect(handicap_, &QSpinBox::valueChanged, this, [this](int n) {
        if (n == 1)
            handicap_->setValue(2);
        else
            komi_->setValue(n >= 2 ? 0.5 : 6.5);
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setSettings(settings);
}

EngineGameSettings EngineGameDialog::settings() const
{
    EngineGameSettings s;
    s.human = color_->checkedId() == White ? White : Black;
    s.size = size_->checkedId() > 0 ? size_->checkedId() : 9;
    s.handicap = handicap_->value() >= 2 ? handicap_->value() : 0;
    s.komi = komi_->value();
    s.level = level_->value();
    s.chinese = chinese_->isChecked();
    s.clock = clock_->settings();
    s.ponder = ponder_->isChecked();
    return s;
}

void EngineGameDialog::setSettings(const EngineGameSettings& s)
{
    if (QAbstractButton* b = color_->button(s.human == White ? White : Black))
        b->setChecked(true);
    if (QAbstractButton* b = size_->button(s.size))
        b->setChecked(true);
    else
        size_->button(9)->setChecked(true);
    const QSignalBlocker block(handicap_);
    handicap_->setValue(s.handicap);
    komi_->setValue(s.komi);
    level_->setValue(s.level);
    chinese_->setChecked(s.chinese);
    clock_->setSettings(s.clock);
    ponder_->setChecked(s.ponder);
}

} // namespace irodori::ui
