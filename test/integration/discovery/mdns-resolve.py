"""An independent mDNS resolver for the discovery tests (python-zeroconf).

Usage: mdns-resolve.py INTERFACE_ADDRESS INSTANCE_NAME
Resolves `INSTANCE_NAME._https._tcp.local.` (SRV, TXT and the target's addresses), then, with a
fresh cache, asks for the A and AAAA records of the SRV target alone, and prints one JSON object:
{"service": {"server", "port", "addresses", "txt"} or null, "host": {"name", "addresses"}}.
Exits 3 when python-zeroconf is missing, so the caller can say so.
"""
import ipaddress
import json
import sys
import time

try:
    import zeroconf.const as const
    from zeroconf import DNSOutgoing, DNSQuestion, Zeroconf
except ImportError:
    sys.exit(3)

INTERFACE, INSTANCE = sys.argv[1], sys.argv[2]
SERVICE_TYPE = '_https._tcp.local.'
HOST_WAIT_S = 1.5


def resolve_service():
    zc = Zeroconf(interfaces=[INTERFACE])
    try:
        info = zc.get_service_info(SERVICE_TYPE, f'{INSTANCE}.{SERVICE_TYPE}', timeout=4000)
        if info is None:
            return None
        txt = {k.decode(): (v.decode() if v is not None else None) for k, v in info.properties.items()}
        return {
            'server': info.server,
            'port': info.port,
            'addresses': sorted(info.parsed_addresses()),
            'txt': txt,
        }
    finally:
        zc.close()


def resolve_host(name):
    """Asks for the host's address records alone, in a cache that holds nothing else yet."""
    zc = Zeroconf(interfaces=[INTERFACE])
    try:
        query = DNSOutgoing(const._FLAGS_QR_QUERY)
        query.add_question(DNSQuestion(name, const._TYPE_A, const._CLASS_IN))
        query.add_question(DNSQuestion(name, const._TYPE_AAAA, const._CLASS_IN))
        zc.send(query)
        time.sleep(HOST_WAIT_S)
        addresses = set()
        # The cache keys names in lower case (DNS names compare without case); a goodbye is
        # kept for a second with a TTL of 1 (RFC 6762 10.1).
        for record in zc.cache.entries_with_name(name.lower()):
            if record.type in (const._TYPE_A, const._TYPE_AAAA) and record.ttl > 1:
                addresses.add(record.address)
        return {'name': name, 'addresses': sorted(str(ipaddress.ip_address(a)) for a in addresses)}
    finally:
        zc.close()


service = resolve_service()
host = resolve_host(service['server']) if service else None
print(json.dumps({'service': service, 'host': host}))
