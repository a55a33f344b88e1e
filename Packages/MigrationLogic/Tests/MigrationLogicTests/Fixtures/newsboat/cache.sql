-- newsboat 2.21's cache schema, with articles of our own.
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
    ('http://news.example/feed.rss', 'http://news.example/', 'News Example'),
    ('https://blog.example/atom.xml', 'https://blog.example/', 'A Blog'),
    ('https://gone.example/feed.rss', 'https://gone.example/', 'Unsubscribed long ago');
INSERT INTO rss_item (guid, title, author, url, feedurl, pubDate, content, unread, enclosure_url,
    enclosure_type, flags, deleted) VALUES
    ('urn:news:1', 'Kernel news', 'Ann', 'http://news.example/1', 'http://news.example/feed.rss', 1796032800,
        '<p>The <b>kernel</b> news</p>', 0, '', '', 's', 0),
    ('http://news.example/2Mon, 30 Nov 2026 11:00:00 GMT', 'Sponsored: buy now', '', 'http://news.example/2',
        'http://news.example/feed.rss', 1796036400, 'Buy', 1, 'http://news.example/2.mp3', 'audio/mpeg', NULL, 0),
    ('urn:news:3', 'Deleted one', '', 'http://news.example/3', 'http://news.example/feed.rss', 1796040000,
        'Gone', 1, NULL, NULL, '', 1),
    ('tag:blog,1', 'Hello from the blog', 'Bot', 'https://blog.example/1', 'https://blog.example/atom.xml',
        1796043600, 'Hi', 1, NULL, NULL, 'Ax', 0),
    ('tag:blog,2', 'Second post', 'Me', 'https://blog.example/2', 'https://blog.example/atom.xml',
        1796047200, 'More', 0, NULL, NULL, 'sA', 0),
    ('urn:gone:1', 'Old', '', 'https://gone.example/1', 'https://gone.example/feed.rss', 1700000000, 'x', 0,
        NULL, NULL, NULL, 0);
