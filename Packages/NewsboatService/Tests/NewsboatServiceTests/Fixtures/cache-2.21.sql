-- newsboat 2.21's cache schema (as `newsboat -x reload` creates it), with rows of our own.
CREATE TABLE rss_feed (rssurl VARCHAR(1024) PRIMARY KEY NOT NULL, url VARCHAR(1024) NOT NULL,
    title VARCHAR(1024) NOT NULL, lastmodified INTEGER(11) NOT NULL DEFAULT 0,
    is_rtl INTEGER(1) NOT NULL DEFAULT 0, etag VARCHAR(128) NOT NULL DEFAULT "");
CREATE TABLE rss_item (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, guid VARCHAR(64) NOT NULL,
    title VARCHAR(1024) NOT NULL, author VARCHAR(1024) NOT NULL, url VARCHAR(1024) NOT NULL,
    feedurl VARCHAR(1024) NOT NULL, pubDate INTEGER NOT NULL, content VARCHAR(65535) NOT NULL,
    unread INTEGER(1) NOT NULL, enclosure_url VARCHAR(1024), enclosure_type VARCHAR(1024),
    enqueued INTEGER(1) NOT NULL DEFAULT 0, flags VARCHAR(52), deleted INTEGER(1) NOT NULL DEFAULT 0,
    base VARCHAR(128) NOT NULL DEFAULT "");
CREATE TABLE metadata (db_schema_version_major INTEGER NOT NULL, db_schema_version_minor INTEGER NOT NULL);
INSERT INTO metadata VALUES (2, 11);
INSERT INTO rss_feed (rssurl, url, title) VALUES
    ('http://example.com/news.rss', 'http://example.com/', 'Example News');
INSERT INTO rss_item (guid, title, author, url, feedurl, pubDate, content, unread, enclosure_url,
    enclosure_type, flags, deleted) VALUES
    ('urn:news:1', 'First', 'Ann', 'http://example.com/1', 'http://example.com/news.rss', 1796032800,
        '<p>One</p>', 0, '', '', 's', 0),
    ('http://example.com/2Mon, 30 Nov 2026 11:00:00 GMT', 'Second', '', 'http://example.com/2',
        'http://example.com/news.rss', 1796036400, 'Two', 1, 'http://example.com/2.mp3', 'audio/mpeg', NULL, 0),
    ('urn:news:3', 'Third', '', 'http://example.com/3', 'http://example.com/news.rss', 1796040000, 'Three', 1,
        NULL, NULL, 'As', 1);
