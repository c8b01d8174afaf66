#include "newgamedialog.h"

#include "core/color.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace irodori::ui {

namespace {
// Button ids of the three usual sizes; the custom button has id 0.
constexpr int kStandardSizes[] = {9, 13, 19};
constexpr int kCustomId = 0;
} // namespace

NewGameDialog::NewGameDialog(int currentSize, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New Game"));

    auto* box = new QGroupBox(tr("Board size"), this);
    auto* boxLayout = new QVBoxLayout(box);
    sizes_ = new QButtonGroup(this);
    for (int size : kStandardSizes) {
        auto* button = new QRadioButton(tr("%1 × %1").arg(size), box);
        sizes_->addButton(button, size);
        boxLayout->addWidget(button);
    }
    auto* customRow = new QHBoxLayout;
    auto* customButton = new QRadioButton(tr("Custom:"), box);
    sizes_->addButton(customButton, kCustomId);
    custom_ = new QSpinBox(box);
    custom_->setRange(kMinBoardSize, kMaxBoardSize);
    custom_->setValue(currentSize);
    custom_->setSuffix(tr(" lines"));
    custom_->setAccessibleName(tr("Custom board size"));
    customRow->addWidget(customButton);
    customRow->addWidget(custom_);
    customRow->addStretch();
    boxLayout->addLayout(customRow);

    connect(sizes_, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (id == kCustomId)
            custom_->setEnabled(checked);
    });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(box);
    layout->addWidget(buttons);

    setBoardSize(currentSize);
}

int NewGameDialog::boardSize() const
{
    const int id = sizes_->checkedId();
    return id > 0 ? id : custom_->value();
}

void NewGameDialog::setBoardSize(int size)
{
    if (QAbstractButton* standard = sizes_->button(size); standard && size != kCustomId) {
        standard->setChecked(true);
        custom_->setEnabled(false);
    } else {
        sizes_->button(kCustomId)->setChecked(true);
        custom_->setValue(size);
        custom_->setEnabled(true);
    }
}

} // namespace irodori::ui
