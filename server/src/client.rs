//! Who a request comes from: the TCP peer, or, when the peer is a trusted proxy
//! (`--trusted-proxy`), the right-most untrusted hop of the one header the operator
//! names (`--forwarded-header`, `X-Forwarded-For` by default). The other header is
//! never read: nginx and Caddy pass a client's own `Forwarded` through untouched, so
//! reading it would let every client pick its address. A hop that is not an address
//! (`unknown`, `_hidden`, garbage) ends the chain: the proxy that wrote it stands
//! for the client. IPv6 clients count by their /64 (one host usually owns a whole /64).

use crate::AppState;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::HeaderMap;
use ipnet::IpNet;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};

/// The client's address as the limits count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClientAddr(pub IpAddr);

/// The header a trusted proxy writes the client's address into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ForwardedHeader {
    /// `X-Forwarded-For` (nginx `$remote_addr` or `$proxy_add_x_forwarded_for`, Caddy).
    XForwardedFor,
    /// RFC 7239 `Forwarded: for=` (proxies that write it, e.g. HAProxy `option forwarded`).
    Forwarded,
}

pub fn trusted(proxies: &[IpNet], ip: IpAddr) -> bool {
    proxies.iter().any(|net| net.contains(&ip))
}

/// The client address of a request from `peer` with `headers`.
pub fn resolve(proxies: &[IpNet], which: ForwardedHeader, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
    if !trusted(proxies, peer) {
        return peer;
    }
    // The hops in order, the nearest proxy's entry last: walking from the right, the
    // first untrusted one is the client (what it wrote further left is its own claim).
    let mut nearest = peer;
    for hop in hops(headers, which).into_iter().rev() {
        match hop {
            Some(ip) if trusted(proxies, ip) => nearest = ip,
            Some(ip) => return ip,
            None => return nearest,
        }
    }
    nearest
}

/// The entries of the header `which`, over all its lines, left to right; `None` for
/// an entry that names no address.
fn hops(headers: &HeaderMap, which: ForwardedHeader) -> Vec<Option<IpAddr>> {
    let name = match which {
        ForwardedHeader::XForwardedFor => "x-forwarded-for",
        ForwardedHeader::Forwarded => "forwarded",
    };
    let entries = headers
        .get_all(name)
        .iter()
        .map(|v| v.to_str().unwrap_or(""))
        .flat_map(|v| v.split(','))
        .map(str::trim);
    match which {
        ForwardedHeader::XForwardedFor => entries.map(parse_node).collect(),
        ForwardedHeader::Forwarded => entries.map(forwarded_for).collect(),
    }
}

/// The address of an RFC 7239 element's `for=` pair (`for=192.0.2.1;proto=https`).
fn forwarded_for(element: &str) -> Option<IpAddr> {
    element.split(';').find_map(|pair| {
        let (key, value) = pair.split_once('=')?;
        key.trim().eq_ignore_ascii_case("for").then(|| parse_node(value))?
    })
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
            app.config.forwarded_header,
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

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("ip")
    }

    #[test]
    fn forwarded_addresses_count_only_from_a_trusted_peer() {
        use ForwardedHeader::*;
        let proxies: Vec<IpNet> = vec!["10.0.0.0/8".parse().expect("cidr")];
        let xff = headers(&[("x-forwarded-for", "1.1.1.1, 203.0.113.7")]);
        let peer = ip("10.0.0.2");
        assert_eq!(resolve(&proxies, XForwardedFor, peer, &xff), ip("203.0.113.7"));
        let stranger = ip("198.51.100.1");
        assert_eq!(
            resolve(&proxies, XForwardedFor, stranger, &xff),
            stranger,
            "an untrusted peer's header is ignored"
        );
        let rfc = headers(&[("forwarded", "for=\"[2001:db8::1]:4711\";proto=https, For=10.0.0.9")]);
        assert_eq!(resolve(&proxies, Forwarded, peer, &rfc), ip("2001:db8::1"));
        assert_eq!(resolve(&proxies, XForwardedFor, peer, &HeaderMap::new()), peer);
    }

    #[test]
    fn only_the_named_header_counts_so_a_client_cannot_add_the_other() {
        use ForwardedHeader::*;
        let proxies: Vec<IpNet> = vec!["127.0.0.1/32".parse().expect("cidr")];
        let peer = ip("127.0.0.1");
        // nginx overwrote X-Forwarded-For and passed the client's own Forwarded through.
        let both = headers(&[("x-forwarded-for", "198.51.100.8"), ("forwarded", "for=203.0.113.9")]);
        assert_eq!(resolve(&proxies, XForwardedFor, peer, &both), ip("198.51.100.8"));
        let spoofed = headers(&[("forwarded", "for=203.0.113.9")]);
        assert_eq!(resolve(&proxies, XForwardedFor, peer, &spoofed), peer);
    }

    #[test]
    fn a_hop_that_names_no_address_ends_the_chain() {
        use ForwardedHeader::*;
        let proxies: Vec<IpNet> = vec!["10.0.0.0/8".parse().expect("cidr")];
        let peer = ip("10.0.0.2");
        for hidden in ["for=unknown", "for=_hidden", "proto=https", "for=\"[::zz]\""] {
            let h = headers(&[("forwarded", &format!("for=203.0.113.5, {hidden}, for=10.0.0.3"))]);
            assert_eq!(resolve(&proxies, Forwarded, peer, &h), ip("10.0.0.3"), "{hidden}");
        }
        let h = headers(&[("x-forwarded-for", "203.0.113.5, garbage")]);
        assert_eq!(resolve(&proxies, XForwardedFor, peer, &h), peer);
        // Two header lines are one list; all trusted: the left-most stands.
        let h = headers(&[("x-forwarded-for", "10.1.1.1"), ("x-forwarded-for", "10.2.2.2")]);
        assert_eq!(resolve(&proxies, XForwardedFor, peer, &h), ip("10.1.1.1"));
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
