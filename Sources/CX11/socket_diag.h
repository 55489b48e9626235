// How many bytes wait unread in a Unix socket's receive queue, from the
// kernel's socket diagnostics (sock_diag, as `ss -x` reads them): the
// typing engine asks whether a client on this machine has read every
// event the X server sent it. No privilege is needed.
#ifndef SCIMATH_SOCKET_DIAG_H
#define SCIMATH_SOCKET_DIAG_H
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

// The receive queue of the Unix socket with inode `inode`, in bytes, or
// -1 when the kernel does not say (not a Unix socket, no such socket).
static inline long scm_unix_receive_queue(unsigned int inode) {
  int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
  if (fd < 0) return -1;
  struct {
    struct nlmsghdr header;
    struct unix_diag_req request;
  } message;
  memset(&message, 0, sizeof message);
  message.header.nlmsg_len = sizeof message;
  message.header.nlmsg_type = SOCK_DIAG_BY_FAMILY;
  message.header.nlmsg_flags = NLM_F_REQUEST;
  message.request.sdiag_family = AF_UNIX;
  message.request.udiag_states = ~0U;
  message.request.udiag_ino = inode;
  message.request.udiag_show = UDIAG_SHOW_RQLEN;
  message.request.udiag_cookie[0] = message.request.udiag_cookie[1] = ~0U;  // no cookie
  struct sockaddr_nl kernel = {.nl_family = AF_NETLINK};
  if (sendto(fd, &message, sizeof message, 0, (struct sockaddr *)&kernel, sizeof kernel) < 0) {
    close(fd);
    return -1;
  }
  union {
    char bytes[8192];
    struct nlmsghdr aligned;
  } reply;
  ssize_t n = recv(fd, reply.bytes, sizeof reply.bytes, 0);
  close(fd);
  long queued = -1;
  int left = (int)n;
  for (struct nlmsghdr *h = &reply.aligned; n > 0 && NLMSG_OK(h, left); h = NLMSG_NEXT(h, left)) {
    if (h->nlmsg_type == NLMSG_ERROR || h->nlmsg_type == NLMSG_DONE) break;
    struct unix_diag_msg *found = NLMSG_DATA(h);
    struct rtattr *attribute = (struct rtattr *)(found + 1);
    int length = (int)(h->nlmsg_len - NLMSG_LENGTH(sizeof *found));
    for (; RTA_OK(attribute, length); attribute = RTA_NEXT(attribute, length)) {
      if (attribute->rta_type == UNIX_DIAG_RQLEN) {
        queued = ((struct unix_diag_rqlen *)RTA_DATA(attribute))->udiag_rqueue;
      }
    }
  }
  return queued;
}
#endif
