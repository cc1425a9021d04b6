#pragma once

#include <string>
#include <string_view>

namespace irqatlas {

// Pure string functions that find the device behind an interrupt from what
// /proc/interrupts prints. They never touch the file system; the caller joins
// the result with /sys when it has it.

// The first PCI address ("dddd:bb:dd.f", lowercase hex) inside text, or ""
// when there is none. Works on MSI chip names ("IR-PCI-MSIX-0000:41:00.0")
// and on action names ("mlx5_comp3@pci:0000:3b:00.0", "ahci[0000:00:1f.2]",
// "ice-0000:ec:00.0:ctrl-TxRx-0", "0000:00:1f.2").
std::string findPciAddress(std::string_view text);

// The PCI address owning an IRQ: from its chip name first (exact on x86 since
// 6.x), else from its action names.
std::string deviceFromChipOrName(std::string_view chip, std::string_view name);

// A block or network interface the action name belongs to, or "" when the
// name carries no such hint: "nvme0q3" -> "nvme0", "eth0-TxRx-0" -> "eth0",
// "i40e-eth0-TxRx-0" -> "eth0", "ens160-rx-0" -> "ens160", "enp0s25" ->
// "enp0s25". Driver-private names ("xhci_hcd", "mlx5_comp3@pci:...") give "".
std::string interfaceHint(std::string_view name);

} // namespace irqatlas
