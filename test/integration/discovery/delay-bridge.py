"""A link with latency, for far-side.ts where the kernel has no netem: forwards every Ethernet
frame between two interfaces, those coming in on IF_B (the far side: ARP answers included) after
DELAY_MS, as `tc qdisc add dev IF root netem delay DELAY_MS` on the far side would.
Usage: delay-bridge.py IF_A IF_B DELAY_MS. Prints "ready" once both raw sockets are open; ends
when an interface goes away."""
import heapq
import select
import socket
import sys
import time

a_name, b_name, delay_ms = sys.argv[1], sys.argv[2], float(sys.argv[3])
def open_raw(name):
    s = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(3))
    s.bind((name, 0))
    return s
a, b = open_raw(a_name), open_raw(b_name)
other = {a: b, b: a}

def checksum(data):
    if len(data) % 2:
        data += b"\0"
    total = sum(int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return (~total) & 0xFFFF

def fix_checksum(frame):
    # veth hands frames over with the TCP/UDP checksum left to offload: fill it in.
    if len(frame) < 34 or frame[12:14] != b"\x08\x00":
        return frame
    ihl = (frame[14] & 0x0F) * 4
    proto = frame[23]
    total_len = int.from_bytes(frame[16:18], "big")
    start, end = 14 + ihl, 14 + total_len
    offset = {6: 16, 17: 6}.get(proto)
    if offset is None or end > len(frame):
        return frame
    segment = bytearray(frame[start:end])
    segment[offset:offset + 2] = b"\0\0"
    pseudo = frame[26:34] + bytes([0, proto]) + len(segment).to_bytes(2, "big")
    value = checksum(pseudo + bytes(segment))
    if proto == 17 and value == 0:
        value = 0xFFFF
    segment[offset:offset + 2] = value.to_bytes(2, "big")
    return frame[:start] + bytes(segment) + frame[end:]

def run():
    queue, seq = [], 0
    while True:
        timeout = max(0.0, queue[0][0] - time.monotonic()) if queue else None
        ready, _, _ = select.select([a, b], [], [], timeout)
        for s in ready:
            frame, addr = s.recvfrom(70000)
            if addr[2] == socket.PACKET_OUTGOING:
                continue
            seq += 1
            due = time.monotonic() + (delay_ms / 1000 if s is b else 0)
            heapq.heappush(queue, (due, seq, other[s], fix_checksum(frame)))
        now = time.monotonic()
        while queue and queue[0][0] <= now:
            _, _, out, frame = heapq.heappop(queue)
            out.send(frame)


print("ready", flush=True)
try:
    run()
except OSError:
    pass  # an interface went away: the far side is being taken down
