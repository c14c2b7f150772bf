@australian
Feature: Options on the bid ladder combine
  Each option that changes the bid ladder moves one bid (ref:misere-rank-by-value puts misère
  just above 8S, ref:open-misere-top puts open misère above 10NT, ref:open-misere-below-ten-spades
  puts it just above 9NT) and leaves every other place as it was, so two such options on together
  make both moves. Two options that each give open misère a place of its own cannot be on together,
  and an engine is asked to open such a game by no scenario. Under var:no-misere there is no
  misère to move. W deals in every scenario, so N calls first.

  Background:
    Given the deal "e-seven-hearts"

  @C-01 @C-02 @BID-12 @BID-15 @option:ref:misere-rank-by-value @option:ref:open-misere-top
  Rule: C-01 and C-02 Misère ranked by value and open misère on top, together

    Scenario: Misère still overcalls 8S with open misère moved to the top
      Given the actions "N bid 8S"
      Then the legal bids include "MIS 8C OMIS"
      When the action "E bid MIS" is taken
      Then the action is accepted

    @BID-02
    Scenario: 8S still does not overcall a standing misère with open misère moved to the top
      Given the actions "N bid 7NT, E bid MIS"
      Then the legal bids exclude "8S"
      When the action "S bid 8S" is taken
      Then the action is refused under BID-02

    Scenario: Misère opens the auction with both options on
      When the action "N bid MIS" is taken
      Then the action is accepted

    Scenario: Open misère still overcalls 10NT with misère ranked by value
      Given the actions "N bid 10NT"
      Then the legal bids are "OMIS"
      When the action "E bid OMIS" is taken
      Then the action is accepted

    @BID-02
    Scenario: Nothing overcalls open misère with misère ranked by value
      Given the actions "N bid OMIS"
      Then the legal bids exclude "10H 10NT MIS"
      When the action "E bid 10NT" is taken
      Then the action is refused under BID-02

  @C-02 @BID-15 @option:ref:open-misere-below-ten-spades
  Rule: C-02 Open misère just above 9NT

    Scenario: Open misère overcalls 9NT
      Given the actions "N bid 9NT"
      Then the legal bids include "OMIS 10S"
      When the action "E bid OMIS" is taken
      Then the action is accepted

    Scenario: 10S overcalls a standing open misère
      Given the actions "N bid OMIS"
      Then the legal bids are "10S 10C 10D 10H 10NT"
      When the action "E bid 10S" is taken
      Then the action is accepted

    @BID-02
    Scenario: Open misère over 10S is refused
      Given the actions "N bid 10S"
      Then the legal bids exclude "OMIS"
      When the action "E bid OMIS" is taken
      Then the action is refused under BID-02

  @C-01 @C-02 @BID-12 @BID-15 @option:ref:misere-rank-by-value @option:ref:open-misere-below-ten-spades
  Rule: C-01 and C-02 Misère ranked by value and open misère above 9NT, together

    Scenario: Misère overcalls 8S and open misère overcalls 9NT
      Given the actions "N bid 8S, E bid MIS, S bid 9NT"
      Then the legal bids include "OMIS 10S"
      When the action "W bid OMIS" is taken
      Then the action is accepted

    @BID-02
    Scenario: 8S does not overcall misère, and 10S overcalls open misère
      Given the actions "N bid 7NT, E bid MIS"
      Then the legal bids exclude "8S"
      When the actions "S bid OMIS, W bid 10S" are taken
      Then the action is accepted

  @BID-22 @option:var:no-misere @option:ref:misere-rank-by-value @option:ref:open-misere-top
  Rule: BID-22 No misère to move

    Scenario: With no misère bids, misère over 8S is refused though ranked by value
      Given the actions "N bid 8S"
      Then the legal bids exclude "MIS OMIS"
      When the action "E bid MIS" is taken
      Then the action is refused under BID-22

    Scenario: With no misère bids, nothing comes above 10NT
      Given the actions "N bid 10NT"
      Then E can only pass
      When the action "E bid OMIS" is taken
      Then the action is refused under BID-22
