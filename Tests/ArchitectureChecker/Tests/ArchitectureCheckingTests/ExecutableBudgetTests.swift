import ArchitectureChecking
import Testing

@Suite struct ExecutableBudgetTests {
    @Test func anExecutableWithinItsBudgetHasNoProblem() {
        let budget = ExecutableBudget(bytes: 18 * 1_048_576)
        #expect(budget.problem(path: "tidings", size: 18 * 1_048_576) == nil)
        #expect(
            budget.report(path: "tidings", size: 17_825_792) == "tidings: 17.00 MiB of a 18.00 MiB budget")
    }

    @Test func anExecutableOverItsBudgetSaysByHowMuchAndWhatToDo() {
        let budget = ExecutableBudget(bytes: 18 * 1_048_576)
        let problem = budget.problem(path: "tidings", size: 90_857_152)
        #expect(problem?.hasPrefix("tidings is 86.65 MiB, over its budget of 18.00 MiB") == true)
        #expect(problem?.contains("-Xlinker -Map=FILE") == true)
    }
}
