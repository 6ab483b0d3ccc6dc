# One backend per talat node, all in the `talat_nodes` round-robin director that talat.vcl uses.
# Copy to backends.vcl beside talat.vcl (or in a folder of varnishd's vcl_path) and list your nodes.
# The probe asks each node's /health: a node that stops answering is left out until it answers again.
probe talat_health {
    .url = "/health";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
}

backend node1 { .host = "10.0.0.11"; .port = "8080"; .probe = talat_health; .first_byte_timeout = 30s; }
backend node2 { .host = "10.0.0.12"; .port = "8080"; .probe = talat_health; .first_byte_timeout = 30s; }

sub vcl_init {
    new talat_nodes = directors.round_robin();
    talat_nodes.add_backend(node1);
    talat_nodes.add_backend(node2);
}
