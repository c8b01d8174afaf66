#!/usr/bin/env bash
# Installs every Debian package Irodori needs to build, test and run.
# Idempotent: packages already present are left alone. Uses sudo when not root.
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build pkg-config git
  # Qt 6: Core, Gui, Widgets, Network, Test, Svg, PrintSupport and the Linguist tools
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-translations-l10n libgl-dev
  # Qt Multimedia: the stone sounds
  qt6-multimedia-dev
  # fonts: Japanese (and Chinese/Korean) text on the board and in the UI
  fonts-noto-cjk fonts-dejavu-core
  # GUI smoke tests and screenshots without a display
  xvfb xauth
  # peers for tests: GNU Go (GTP/GMP oracle), socat (TCP bridge for GMP)
  gnugo socat
)

if [ "$(id -u)" -eq 0 ]; then SUDO=(); else SUDO=(sudo); fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages are already installed."
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -q
"${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "install-deps: done."
