/*
 * The floor under a warm refresh: the benchmark's 300 feeds asked for again with libcurl's multi
 * interface and nothing else (no parsing, no storing, no Swift), each request carrying the ETag
 * the first pass saved, so that the server answers 304 throughout.
 *
 *   floor prime ETAGS URL-PREFIX COUNT HOST-CONNECTIONS   fetches every feed, saves the ETags
 *   floor warm  ETAGS URL-PREFIX COUNT HOST-CONNECTIONS   asks again with If-None-Match
 *
 * The feeds are URL-PREFIX followed by feed-000.xml, feed-001.xml… It prints the number of
 * 200 and 304 answers, and exits 1 when an answer was anything else.
 */
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { MAX_FEEDS = 4096, ETAG_SIZE = 128 };
static char etags[MAX_FEEDS][ETAG_SIZE];

static size_t drop_body(char *data, size_t size, size_t count, void *user) {
    (void)data;
    (void)user;
    return size * count;
}

/* Keeps the ETag header's value of the feed whose index is `user`. */
static size_t keep_etag(char *line, size_t size, size_t count, void *user) {
    size_t length = size * count;
    if (length > 5 && strncasecmp(line, "ETag:", 5) == 0) {
        const char *value = line + 5;
        size_t rest = length - 5;
        while (rest > 0 && *value == ' ') { value++; rest--; }
        while (rest > 0 && (value[rest - 1] == '\r' || value[rest - 1] == '\n')) rest--;
        if (rest < ETAG_SIZE) {
            char *etag = etags[(long)user];
            memcpy(etag, value, rest);
            etag[rest] = 0;
        }
    }
    return length;
}

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: floor prime|warm ETAGS URL-PREFIX COUNT HOST-CONNECTIONS\n");
        return 64;
    }
    int prime = strcmp(argv[1], "prime") == 0;
    long count = strtol(argv[4], NULL, 10);
    long connections = strtol(argv[5], NULL, 10);
    if (count < 1 || count > MAX_FEEDS || connections < 1) {
        fprintf(stderr, "floor: COUNT must be 1 to %d and HOST-CONNECTIONS at least 1\n", MAX_FEEDS);
        return 64;
    }
    FILE *file = fopen(argv[2], prime ? "w" : "r");
    if (file == NULL) {
        perror(argv[2]);
        return 66;
    }
    if (!prime) {
        for (long index = 0; index < count && fgets(etags[index], ETAG_SIZE, file); index++)
            etags[index][strcspn(etags[index], "\n")] = 0;
    }
    curl_global_init(CURL_GLOBAL_DEFAULT);
    CURLM *multi = curl_multi_init();
    curl_multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, connections);
    for (long index = 0; index < count; index++) {
        CURL *easy = curl_easy_init();
        char url[1024];
        snprintf(url, sizeof url, "%sfeed-%03ld.xml", argv[3], index);
        curl_easy_setopt(easy, CURLOPT_URL, url);
        curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
        curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, drop_body);
        curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, keep_etag);
        curl_easy_setopt(easy, CURLOPT_HEADERDATA, (void *)index);
        if (!prime) {
            char header[ETAG_SIZE + 32];
            snprintf(header, sizeof header, "If-None-Match: %s", etags[index]);
            curl_easy_setopt(easy, CURLOPT_HTTPHEADER, curl_slist_append(NULL, header));
        }
        curl_multi_add_handle(multi, easy);
    }
    int running = 1, ok = 0, unchanged = 0, other = 0;
    while (running) {
        curl_multi_perform(multi, &running);
        if (running) curl_multi_poll(multi, NULL, 0, 1000, NULL);
        CURLMsg *message;
        int queued;
        while ((message = curl_multi_info_read(multi, &queued))) {
            if (message->msg != CURLMSG_DONE) continue;
            long status = 0;
            curl_easy_getinfo(message->easy_handle, CURLINFO_RESPONSE_CODE, &status);
            if (status == 200) ok++;
            else if (status == 304) unchanged++;
            else other++;
        }
    }
    if (prime)
        for (long index = 0; index < count; index++) fprintf(file, "%s\n", etags[index]);
    fclose(file);
    printf("200: %d, 304: %d, other: %d\n", ok, unchanged, other);
    return other == 0 ? 0 : 1;
}
