#include "procfs/netdevnetlink.h"

#include <QLoggingCategory>
#include <cerrno>
#include <cstring>
#include <functional>
#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <string>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcNetdevNetlink, "irqatlas.procfs.netdevnetlink", QtWarningMsg)

namespace irqatlas {
namespace {

// include/uapi/linux/netdev.h (kernel 6.8+); Debian 12's headers predate it.
constexpr std::uint8_t kCmdQueueGet = 10; // NETDEV_CMD_QUEUE_GET
constexpr std::uint8_t kCmdNapiGet = 11;  // NETDEV_CMD_NAPI_GET
constexpr std::uint16_t kQueueId = 1, kQueueIfindex = 2, kQueueType = 3, kQueueNapiId = 4;
constexpr std::uint16_t kNapiIfindex = 1, kNapiId = 2, kNapiIrq = 3, kNapiPid = 4;
constexpr std::uint32_t kQueueTypeRx = 0, kQueueTypeTx = 1;

// Caps: no kernel answer comes near them, a broken one stops there.
constexpr std::size_t kDatagramBytes = 64 * 1024;
constexpr std::size_t kMaxTotalBytes = std::size_t(16) << 20;
constexpr std::size_t kMaxEntries = std::size_t(1) << 20;

using Attributes = std::vector<std::pair<std::uint16_t, std::string_view>>;

// The header sizes and the 4-byte alignment of netlink.h, without its
// macros' C casts.
constexpr std::size_t align4(std::size_t n)
{
    return (n + 3) & ~std::size_t(3);
}
constexpr std::size_t kMsgHeader = align4(sizeof(nlmsghdr));
constexpr std::size_t kGenlHeader = align4(sizeof(genlmsghdr));
constexpr std::size_t kAttrHeader = align4(sizeof(nlattr));
constexpr std::uint16_t kAttrTypeMask = 0x3fff; // without NLA_F_NESTED, NLA_F_NET_BYTEORDER

std::optional<std::uint32_t> u32Attr(const Attributes &attrs, std::uint16_t type)
{
    for (const auto &[t, v] : attrs)
        if (t == type && v.size() >= 4) {
            std::uint32_t x = 0;
            std::memcpy(&x, v.data(), 4);
            return x;
        }
    return std::nullopt;
}

class GenlSocket
{
public:
    GenlSocket() : m_fd(::socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC))
    {
        if (m_fd < 0)
            return;
        // An answer never takes long: a kernel that does not answer is not waited for.
        timeval tv{2, 0};
        ::setsockopt(m_fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    }
    ~GenlSocket()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    GenlSocket(const GenlSocket &) = delete;
    GenlSocket &operator=(const GenlSocket &) = delete;
    bool ok() const { return m_fd >= 0; }

    // One request with at most one string attribute.
    bool send(std::uint16_t family, std::uint16_t flags, std::uint8_t cmd,
              std::uint16_t attrType = 0, std::string_view attr = {})
    {
        std::string msg(kMsgHeader + kGenlHeader, '\0');
        if (attrType != 0) {
            nlattr a{std::uint16_t(kAttrHeader + attr.size() + 1), attrType};
            msg.append(reinterpret_cast<const char *>(&a), sizeof a);
            msg.append(attr);
            msg.push_back('\0');
            msg.resize(align4(msg.size()), '\0');
        }
        nlmsghdr h{};
        h.nlmsg_len = std::uint32_t(msg.size());
        h.nlmsg_type = family;
        h.nlmsg_flags = std::uint16_t(NLM_F_REQUEST | flags);
        h.nlmsg_seq = ++m_seq;
        genlmsghdr g{};
        g.cmd = cmd;
        g.version = 1;
        std::memcpy(msg.data(), &h, sizeof h);
        std::memcpy(msg.data() + kMsgHeader, &g, sizeof g);
        sockaddr_nl kernel{};
        kernel.nl_family = AF_NETLINK;
        return ::sendto(m_fd, msg.data(), msg.size(), 0, reinterpret_cast<sockaddr *>(&kernel),
                        sizeof kernel) == ssize_t(msg.size());
    }

    // The attributes of every answer to the last request, until its end
    // (NLMSG_DONE for a dump, the one answer or its ack otherwise); false on
    // an error answer, a malformed message or a cap.
    bool receive(bool dump, const std::function<void(const Attributes &)> &onMessage)
    {
        std::string buf(kDatagramBytes, '\0');
        std::size_t total = 0;
        while (true) {
            const ssize_t n = ::recv(m_fd, buf.data(), buf.size(), 0);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0 || (total += std::size_t(n)) > kMaxTotalBytes)
                return false;
            bool done = false;
            if (!takeDatagram(std::string_view(buf.data(), std::size_t(n)), dump, onMessage, done))
                return false;
            if (done)
                return true;
        }
    }

private:
    bool takeDatagram(std::string_view d, bool dump,
                      const std::function<void(const Attributes &)> &onMessage, bool &done)
    {
        while (d.size() >= sizeof(nlmsghdr)) {
            nlmsghdr h;
            std::memcpy(&h, d.data(), sizeof h);
            if (h.nlmsg_len < sizeof h || h.nlmsg_len > d.size())
                return false;
            const std::string_view body = d.substr(kMsgHeader, h.nlmsg_len - kMsgHeader);
            d.remove_prefix(std::min<std::size_t>(align4(h.nlmsg_len), d.size()));
            if (h.nlmsg_seq != m_seq)
                continue;
            if (h.nlmsg_type == NLMSG_DONE) {
                done = true;
                return true;
            }
            if (h.nlmsg_type == NLMSG_ERROR) {
                int code = -1;
                if (body.size() >= sizeof code)
                    std::memcpy(&code, body.data(), sizeof code);
                done = true;
                return code == 0;
            }
            if (body.size() < kGenlHeader)
                return false;
            Attributes attrs;
            if (!parseNetlinkAttributes(body.substr(kGenlHeader), attrs))
                return false;
            onMessage(attrs);
            if (!dump && !(h.nlmsg_flags & NLM_F_MULTI))
                done = true;
        }
        return true;
    }

    int m_fd;
    std::uint32_t m_seq = 0;
};

std::optional<std::uint16_t> netdevFamily(GenlSocket &s)
{
    if (!s.send(GENL_ID_CTRL, 0, CTRL_CMD_GETFAMILY, CTRL_ATTR_FAMILY_NAME, "netdev"))
        return std::nullopt;
    std::optional<std::uint16_t> id;
    const bool ok = s.receive(false, [&](const Attributes &attrs) {
        for (const auto &[t, v] : attrs)
            if (t == CTRL_ATTR_FAMILY_ID && v.size() >= 2) {
                std::uint16_t x = 0;
                std::memcpy(&x, v.data(), 2);
                id = x;
            }
    });
    return ok ? id : std::nullopt;
}

} // namespace

bool parseNetlinkAttributes(std::string_view payload, Attributes &out)
{
    while (payload.size() >= kAttrHeader) {
        nlattr a;
        std::memcpy(&a, payload.data(), sizeof a);
        if (a.nla_len < kAttrHeader || a.nla_len > payload.size())
            return false;
        out.emplace_back(std::uint16_t(a.nla_type & kAttrTypeMask),
                         payload.substr(kAttrHeader, a.nla_len - kAttrHeader));
        payload.remove_prefix(std::min<std::size_t>(align4(a.nla_len), payload.size()));
    }
    return payload.empty();
}

const NetdevNapi *NetdevQueueInfo::napi(std::uint32_t id) const
{
    for (const NetdevNapi &n : napis)
        if (n.id == id)
            return &n;
    return nullptr;
}

std::optional<NetdevQueueInfo> readNetdevNetlink()
{
    GenlSocket s;
    if (!s.ok())
        return std::nullopt;
    const auto family = netdevFamily(s);
    if (!family) {
        qCDebug(lcNetdevNetlink) << "no netdev netlink family";
        return std::nullopt;
    }
    NetdevQueueInfo info;
    std::size_t entries = 0;
    const bool queues =
        s.send(*family, NLM_F_DUMP, kCmdQueueGet) && s.receive(true, [&](const Attributes &a) {
            const auto id = u32Attr(a, kQueueId), ifindex = u32Attr(a, kQueueIfindex),
                       type = u32Attr(a, kQueueType);
            if (++entries > kMaxEntries || !id || !ifindex || !type ||
                (*type != kQueueTypeRx && *type != kQueueTypeTx) || *id > 0x7fffffffU ||
                *ifindex > 0x7fffffffU)
                return;
            info.queues.push_back(
                {int(*ifindex), *type == kQueueTypeRx, int(*id), u32Attr(a, kQueueNapiId)});
        });
    const bool napis =
        queues && s.send(*family, NLM_F_DUMP, kCmdNapiGet) &&
        s.receive(true, [&](const Attributes &a) {
            const auto id = u32Attr(a, kNapiId), ifindex = u32Attr(a, kNapiIfindex);
            const auto irq = u32Attr(a, kNapiIrq);
            if (++entries > kMaxEntries || !id || !ifindex || *ifindex > 0x7fffffffU)
                return;
            NetdevNapi n{int(*ifindex), *id, std::nullopt, std::nullopt};
            if (irq && *irq <= 0x7fffffffU)
                n.irq = int(*irq);
            if (const auto pid = u32Attr(a, kNapiPid); pid && *pid > 0 && *pid <= 0x7fffffffU)
                n.pid = int(*pid);
            info.napis.push_back(n);
        });
    if (!napis || entries > kMaxEntries) {
        qCDebug(lcNetdevNetlink) << "netdev netlink: queue-get or napi-get not answered";
        return std::nullopt;
    }
    return info;
}

} // namespace irqatlas
