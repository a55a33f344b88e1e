import Testing
import ArticleLogic

@Test func builds() {}
