vcl 4.1;
# talat behind Varnish 7 (Debian's `varnish` and `varnish-modules` for xkey). docs/deploy.md explains the setup.
#
# What is cached: anonymous GET /graphql answers the origin marks public, anonymous pages the origin marks
# shareable (s-maxage), hashed assets and media; one copy per URL (path prefix /en and the `store` parameter are
# in it), `Store` header and `Content-Currency` header. The origin decides what is shareable (Cache-Control); this
# file decides whose request may use a shared copy at all, and never lets a shopper's own answer be shared.
# Written from Magento's varnish6.vcl and the xkey vmod's documentation, not copied: talat has no X-Magento-Vary
# cookie (its shopper state is in the browser's storage and the Authorization header).

import std;
import xkey;
import directors;

# The nodes: `backends.vcl` defines one backend per node and adds each to the `talat_nodes` director in a
# vcl_init of its own (Varnish joins every vcl_init). scripts/start-test-varnish.sh writes it from a list of
# addresses; deploy/varnish/backends.example.vcl is a starting point for a real one.
include "backends.vcl";

# Who may PURGE: the nodes themselves (each node sends `PURGE` with `xkey-purge: <tags>` on a data change).
# Add the nodes' addresses here when they are not on this host.
acl talat_purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = talat_nodes.backend();

    if (req.method == "PURGE") {
        if (client.ip !~ talat_purgers) {
            return (synth(405, "Method not allowed"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header missing"));
        }
        # Soft purge: a purged object is not served fresh again, but may still answer while its
        # replacement is fetched (grace), so a purge storm never sends every shopper to the nodes at once.
        set req.http.n-gone = xkey.softpurge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone));
    }

    # Who the request came from is the client's address, not whatever X-Forwarded-For it sent.
    # (TALAT_TRUSTED_PROXIES on the nodes names this Varnish, so only ours is believed.)
    unset req.http.X-Forwarded-For;
    set req.http.X-Forwarded-For = client.ip;

    if (req.method != "GET" && req.method != "HEAD") {
        # Mutations (queued POSTs), payment callbacks, form posts: never cached, never coalesced.
        return (pass);
    }

    # A signed-in customer's every answer is theirs alone.
    if (req.http.Authorization) {
        return (pass);
    }

    # Paths whose answers belong to one shopper or one operator: the operator API, checkout's REST calls,
    # payment pages, social sign-in (its state cookie), the development mail viewer, health probes.
    if (req.url ~ "^/(operator|rest|payment|payment-sandbox|social-sandbox|amsociallogin|tsociallogin|dev|health)(/|\?|$)") {
        return (pass);
    }

    # Query-string noise that does not change the answer (campaign tags), as Magento strips them.
    if (req.url ~ "[?&](utm_[a-z]+|gclid|fbclid|_ga|mc_[a-z]+)=") {
        set req.url = regsuball(req.url, "(utm_[a-z]+|gclid|fbclid|_ga|mc_[a-z]+)=[^&]*&?", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }

    # Cookies. The shop's own shopper state is in browser storage; the few cookies the nodes read are kept,
    # everything else (analytics, consent banners of third parties, the popup-seen markers `mb-popup-*`, which
    # only the browser reads) is dropped so it neither splits the cache nor reaches the nodes.
    #  - talat_cookie_visitor: the anonymous visitor's cookie choices; read only by GraphQL's cookieData and the
    #    consent mutations, whose answers are private/no-store. Kept on /graphql only.
    #  - data-id-redirect: a business visitor's "/" is their own home page (the node answers it `private`).
    #    Kept for pages, and the page's copy is keyed by it (below), so no other visitor gets that page.
    #  - location_key / location_value (the delivery area): read by the browser from document.cookie; a
    #    shareable page must not depend on them, so the nodes never see them through this cache.
    if (req.http.Cookie) {
        if (req.url ~ "^/graphql") {
            set req.http.X-Talat-Keep = regsub(req.http.Cookie, "^(?:.*;\s*)?(talat_cookie_visitor=[^;]*).*$", "\1");
        } else {
            set req.http.X-Talat-Keep = regsub(req.http.Cookie, "^(?:.*;\s*)?(data-id-redirect=[^;]*).*$", "\1");
        }
        if (req.http.X-Talat-Keep ~ "^(talat_cookie_visitor|data-id-redirect)=") {
            set req.http.Cookie = req.http.X-Talat-Keep;
        } else {
            unset req.http.Cookie;
        }
        unset req.http.X-Talat-Keep;
    }

    # A business visitor's home page is theirs: fetched from the node (it is private), never from a copy.
    if (req.http.Cookie ~ "data-id-redirect=" && req.url ~ "^/([a-z]{2}/?)?(\?.*)?$") {
        return (pass);
    }

    # Currency codes as the node reads them (upper case): one copy per currency, not per spelling.
    if (req.http.Content-Currency) {
        set req.http.Content-Currency = std.toupper(req.http.Content-Currency);
    }

    # Every remaining GET is looked up; the node's Cache-Control decides whether the answer is kept.
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    # The store view and the currency the answer was computed for (the `store` parameter and /en prefix are in
    # the URL already).
    hash_data("store:" + req.http.Store);
    hash_data("currency:" + req.http.Content-Currency);
    # The scheme, when a TLS terminator in front says it (absolute URLs in pages and answers follow it).
    hash_data("proto:" + req.http.X-Forwarded-Proto);
    # A page's kept cookie (data-id-redirect) splits its copies. Not on /graphql: every GET from a visitor who
    # answered the cookie bar carries talat_cookie_visitor, and keying by it would give each such visitor copies of
    # their own; the only answers that read it (cookieData) are no-store, and the node's own response cache
    # shares public answers across visitors the same way.
    if (req.url !~ "^/graphql") {
        hash_data("cookie:" + req.http.Cookie);
    }
    return (lookup);
}

sub vcl_backend_response {
    # An answer that sets a cookie belongs to whoever it was made for.
    if (beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # The origin's word: private, no-store and no-cache answers are never kept (hit-for-miss for two minutes,
    # so the next request goes straight to a node without waiting on this one).
    if (beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" || beresp.ttl <= 0s) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Errors of the moment (a node restarting, a database failover) are not replayed to others.
    if (beresp.status >= 500) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # Varnish reads s-maxage/max-age into ttl and stale-while-revalidate into grace itself. Keep a copy a
    # little past grace so a soft purge or a node outage can still answer from it (keep is for conditional
    # requests only; it is never served stale beyond grace).
    set beresp.keep = 10m;
    return (deliver);
}

sub vcl_deliver {
    # The tags are for this cache alone.
    unset resp.http.xkey;
    unset resp.http.X-Magento-Tags;
    # Whether this answer came from a copy: tests, benchmarks and an operator read it.
    if (obj.uncacheable) {
        set resp.http.X-Shared-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Shared-Cache = "HIT";
    } else {
        set resp.http.X-Shared-Cache = "MISS";
    }
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}

sub vcl_synth {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason;
    return (deliver);
}
