#include "procfs/irqdevice.h"

#include "procfs/lineparse.h"

#include <array>

namespace irqatlas {

using lineparse::allDigits;

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool isHex(char c)
{
    return hexValue(c) >= 0;
}

// Length of "dddd:bb:dd.f" starting at i, or 0. The domain may be longer than
// four digits (VMD domains are "10000"), bus and device are exactly two.
std::size_t pciAddressAt(std::string_view s, std::size_t i)
{
    std::size_t j = i;
    while (j < s.size() && isHex(s[j]))
        ++j;
    const std::size_t domainLen = j - i;
    if (domainLen < 4 || domainLen > 8)
        return 0;
    auto hexRun = [&](std::size_t at, std::size_t len) {
        if (at + len > s.size())
            return false;
        for (std::size_t k = at; k < at + len; ++k) {
            if (!isHex(s[k]))
                return false;
        }
        return true;
    };
    // dddd : bb : dd . f
    if (j >= s.size() || s[j] != ':' || !hexRun(j + 1, 2) || j + 3 >= s.size() || s[j + 3] != ':' ||
        !hexRun(j + 4, 2) || j + 6 >= s.size() || s[j + 6] != '.' || j + 7 >= s.size() ||
        s[j + 7] < '0' || s[j + 7] > '7')
        return 0;
    // A longer hex run after the function digit is not a PCI address.
    if (j + 8 < s.size() && isHex(s[j + 8]))
        return 0;
    return j + 8 - i;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char &c : out) {
        if (c >= 'A' && c <= 'F')
            c = char(c - 'A' + 'a');
    }
    return out;
}

bool isAlnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// Kernel and udev interface names: eth0, ens160, eno12399np0, enp195s0f1,
// wlan0, wlp2s0, ib0, bond0, nvme0, enP1p3s0 (PCI domain in capitals).
bool looksLikeInterface(std::string_view s)
{
    static constexpr std::array<std::string_view, 8> prefixes = {"eth", "en",   "wl",   "ww",
                                                                 "ib",  "bond", "nvme", "sl"};
    bool prefixOk = false;
    for (std::string_view p : prefixes) {
        if (s.size() > p.size() && s.substr(0, p.size()) == p)
            prefixOk = true;
    }
    if (!prefixOk)
        return false;
    bool digit = false;
    for (char c : s) {
        if (!isAlnum(c))
            return false;
        digit = digit || (c >= '0' && c <= '9');
    }
    return digit && s.back() >= '0' && s.back() <= '9';
}

} // namespace

std::string findPciAddress(std::string_view text)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        // Only start at the beginning of a hex run, so "10000:00:..." is not
        // read as "0000:00:...".
        if (!isHex(text[i]) || (i > 0 && isHex(text[i - 1])))
            continue;
        if (const std::size_t len = pciAddressAt(text, i))
            return lower(text.substr(i, len));
    }
    return {};
}

std::string deviceFromChipOrName(std::string_view chip, std::string_view name)
{
    std::string d = findPciAddress(chip);
    if (d.empty())
        d = findPciAddress(name);
    return d;
}

std::string interfaceHint(std::string_view name)
{
    // Only the first action: shared lines ("ehci_hcd:usb1, mmc0") would give
    // a hint for one device and hide the other.
    const std::size_t comma = name.find(',');
    if (comma != std::string_view::npos)
        name = name.substr(0, comma);
    if (name.empty() || !findPciAddress(name).empty())
        return {};
    // NVMe queues: "nvme0q3".
    if (name.size() > 5 && name.substr(0, 4) == "nvme") {
        const std::size_t q = name.find('q', 4);
        if (q != std::string_view::npos && allDigits(name.substr(4, q - 4)) &&
            allDigits(name.substr(q + 1)))
            return std::string(name.substr(0, q));
    }
    // Queue suffixes: "-TxRx-0", "-Tx-Rx-0", "-rx-0", "-tx-0", "-fp-0".
    std::string_view base = name;
    static constexpr std::array<std::string_view, 8> queues = {
        "-TxRx-", "-Tx-Rx-", "-rx-", "-tx-", "-Rx-", "-Tx-", "-fp-", "-combined-"};
    for (std::string_view qs : queues) {
        const std::size_t at = name.rfind(qs);
        if (at != std::string_view::npos && at > 0 && allDigits(name.substr(at + qs.size()))) {
            base = name.substr(0, at);
            // Drivers prefix their own name: "i40e-eth0", "ice-eno5np0".
            const std::size_t dash = base.rfind('-');
            if (dash != std::string_view::npos)
                base = base.substr(dash + 1);
            return base.empty() ? std::string() : std::string(base);
        }
    }
    if (looksLikeInterface(base))
        return std::string(base);
    return {};
}

} // namespace irqatlas
