//! Who a request comes from: the TCP peer, or, when the peer is a trusted proxy
//! (`--trusted-proxy`), the address it forwards (`Forwarded: for=` or
//! `X-Forwarded-For`), read from the right so a client cannot forge its place.
//! IPv6 clients count by their /64 (one host usually owns a whole /64).

use crate::AppState;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::HeaderMap;
use ipnet::IpNet;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};

/// The client's address as the limits count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClientAddr(pub IpAddr);

pub fn trusted(proxies: &[IpNet], ip: IpAddr) -> bool {
    proxies.iter().any(|net| net.contains(&ip))
}

/// The client address of a request from `peer` with `headers`.
pub fn resolve(proxies: &[IpNet], peer: IpAddr, headers: &HeaderMap) -> IpAddr {
    if !trusted(proxies, peer) {
        return peer;
    }
    // The hops in order, the nearest proxy's entry last: the first untrusted one
    // from the right is the client (what it wrote further left is its own claim).
    let hops = forwarded(headers);
    hops.iter()
        .rev()
        .find(|ip| !trusted(proxies, **ip))
        .or(hops.first())
        .copied()
        .unwrap_or(peer)
}

/// The addresses of `Forwarded` (RFC 7239), else `X-Forwarded-For`.
fn forwarded(headers: &HeaderMap) -> Vec<IpAddr> {
    let values = |name: &str| -> Vec<String> {
        headers
            .get_all(name)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(|s| s.trim().to_string())
            .collect()
    };
    let rfc: Vec<IpAddr> = values("forwarded")
        .iter()
        .flat_map(|element| element.split(';'))
        .filter_map(|pair| pair.trim().strip_prefix("for=").or(pair.trim().strip_prefix("For=")))
        .filter_map(parse_node)
        .collect();
    if !rfc.is_empty() {
        return rfc;
    }
    values("x-forwarded-for").iter().filter_map(|s| parse_node(s)).collect()
}

/// `192.0.2.1`, `"[2001:db8::1]:4711"`, `192.0.2.1:80`.
fn parse_node(node: &str) -> Option<IpAddr> {
    let node = node.trim().trim_matches('"');
    if let Ok(ip) = node.parse() {
        return Some(ip);
    }
    if let Some(rest) = node.strip_prefix('[') {
        return rest.split(']').next()?.parse().ok();
    }
    node.parse::<SocketAddr>().ok().map(|s| s.ip())
}

/// The key an address is counted under: itself, or its /64 for IPv6.
pub fn key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::from([0, 0, 0, 0]), |c| c.0.ip());
        Ok(ClientAddr(key(resolve(
            &app.config.trusted_proxy,
            peer,
            &parts.headers,
        ))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, v.parse().expect("header"));
        }
        h
    }

    #[test]
    fn forwarded_addresses_count_only_from_a_trusted_peer() {
        let proxies: Vec<IpNet> = vec!["10.0.0.0/8".parse().expect("cidr")];
        let xff = headers(&[("x-forwarded-for", "1.1.1.1, 203.0.113.7")]);
        let peer: IpAddr = "10.0.0.2".parse().expect("ip");
        assert_eq!(
            resolve(&proxies, peer, &xff),
            "203.0.113.7".parse::<IpAddr>().expect("ip")
        );
        let stranger: IpAddr = "198.51.100.1".parse().expect("ip");
        assert_eq!(
            resolve(&proxies, stranger, &xff),
            stranger,
            "an untrusted peer's header is ignored"
        );
        let rfc = headers(&[("forwarded", "for=\"[2001:db8::1]:4711\";proto=https, for=10.0.0.9")]);
        assert_eq!(
            resolve(&proxies, peer, &rfc),
            "2001:db8::1".parse::<IpAddr>().expect("ip")
        );
        assert_eq!(resolve(&proxies, peer, &HeaderMap::new()), peer);
    }

    #[test]
    fn ipv6_clients_count_by_their_64() {
        let a = key("2001:db8:1:2:aaaa::1".parse().expect("ip"));
        let b = key("2001:db8:1:2:bbbb::9".parse().expect("ip"));
        assert_eq!(a, b);
        assert_eq!(
            key("::ffff:192.0.2.1".parse().expect("ip")),
            "192.0.2.1".parse::<IpAddr>().expect("ip")
        );
    }
}
