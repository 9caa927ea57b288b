vcl 4.1;

# The edge cache in front of the site (docs/edge.md, docs/decisions/038-pages-at-the-edge-purged-by-tag.md).
# Pages are kept as long as the site's Surrogate-Control says (a day) and purged by the site, by tag,
# when content changes: each page carries its tags in the `xkey` header, and the site sends
# `PURGE` with `xkey-softpurge: <tags>` once the pages' fresh copies are in its page cache. While the
# site answers, a purged or expired page is fetched again before it is served; while it is down or
# erring, the last copy is served for as long as the site's stale-if-error allows (a week).
# Requests with cookies (an editor's preview), the API, the CMS's admin and what says it is private
# are never kept.

import std;
import xkey;

# The site: in docker-compose.yml the origin, an nginx in front of the replicas that passes a request
# on to another replica when one fails (deploy/nginx/origin.conf); a single replica will do elsewhere.
# Varnish resolves the name when it loads the VCL (deploy/varnish/edge.sh loads it again when the name
# comes to stand for another address) and refuses one that stands for several.
backend site {
    .host = "origin";
    .port = "8080";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
    .probe = {
        .url = "/healthz";
        .interval = 2s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
}

# Who may purge: the site's replicas, on loopback or the private network they share with the edge.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-softpurge) {
            set req.http.X-Purged = xkey.softpurge(req.http.xkey-softpurge);
        } elsif (req.http.xkey-purge) {
            set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
        } else {
            return (synth(400, "xkey-softpurge or xkey-purge required"));
        }
        return (synth(200, "Purged " + req.http.X-Purged));
    }

    # Only the edge itself says a request may have a copy served despite a failing site.
    if (req.restarts == 0) {
        unset req.http.X-Edge-Stale-If-Error;
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/(api|_data|admin)(/|\?|$)" || req.http.Cookie || req.http.Authorization) {
        return (pass);
    }

    # While the site answers, a copy past its time (a purged page among them) is never served: the
    # request waits for the fresh one (a 304 when it is unchanged). A site that is down, or that
    # failed this request (vcl_synth asks again), lets the last copy be served.
    if (std.healthy(req.backend_hint) && !req.http.X-Edge-Stale-If-Error) {
        set req.grace = 0s;
    } else {
        # No limit of the request's own: the copy's grace decides (a restart keeps req.grace).
        set req.grace = 3650d;
    }
    return (hash);
}

sub vcl_hash {
    # The site answers https with HSTS: a copy per scheme the proxy in front reports.
    hash_data(req.http.X-Forwarded-Proto);
}

sub vcl_backend_response {
    # A failing site never replaces a copy (a new object, even an error, would end the old one): the
    # fetch is dropped, and the request asks again allowed the last copy (vcl_synth). Only when
    # there is none is the site's own error page passed on, not kept.
    if (beresp.status >= 500) {
        if (!bereq.uncacheable && (bereq.is_bgfetch || !bereq.http.X-Edge-Stale-If-Error)) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }

    # The site's policy for edges comes first; without one, Cache-Control decides (Varnish read its
    # max-age into beresp.ttl already), and what says nothing of its lifetime is not kept.
    if (beresp.http.Surrogate-Control) {
        if (beresp.http.Surrogate-Control ~ "(?i)no-store") {
            set beresp.uncacheable = true;
            set beresp.ttl = 0s;
            return (deliver);
        }
        set beresp.ttl = std.duration(
            regsub(beresp.http.Surrogate-Control, "(?i)^.*\bmax-age=([0-9]+).*$", "\1s"),
            0s);
    } elsif (!beresp.http.Cache-Control ~ "(?i)immutable") {
        # Without the site's edge policy nothing purges it (robots.txt, the sitemap): only what never
        # changes under its address (hashed assets) is kept.
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    } elsif (beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    if (beresp.status != 200 || beresp.http.Set-Cookie || beresp.http.Vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }

    # How long the last copy may be served while the site is down: its stale-if-error, or a week.
    set beresp.grace = 7d;
    if (beresp.http.Surrogate-Control ~ "(?i)\bstale-if-error=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Surrogate-Control, "(?i)^.*\bstale-if-error=([0-9]+).*$", "\1s"),
            7d);
    }
    # Kept a day past that for conditional requests (the site answers 304 when it is unchanged).
    set beresp.keep = 1d;
    return (deliver);
}

sub vcl_backend_error {
    # The site is down: likewise.
    if (!bereq.uncacheable && (bereq.is_bgfetch || !bereq.http.X-Edge-Stale-If-Error)) {
        return (abandon);
    }
}

sub vcl_synth {
    # A fetch dropped because the site failed: once more, allowed to serve the last copy.
    if (resp.status == 503 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD")) {
        set req.http.X-Edge-Stale-If-Error = "1";
        return (restart);
    }
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Edge-Cache = "PASS";
    } elsif (obj.hits > 0 && obj.ttl > 0s) {
        set resp.http.X-Edge-Cache = "HIT";
    } elsif (obj.hits > 0) {
        set resp.http.X-Edge-Cache = "STALE";
    } else {
        set resp.http.X-Edge-Cache = "MISS";
    }

    # What is between the site and its edges stays there.
    unset resp.http.xkey;
    unset resp.http.Cache-Tag;
    unset resp.http.Surrogate-Key;
    unset resp.http.Surrogate-Control;
    unset resp.http.Cloudflare-CDN-Cache-Control;
    unset resp.http.X-Accel-Expires;
}
