@australian
Feature: The open-misère hand shown before the opening lead
  C-23: the open-misère contractor's hand goes face up once trick 1 is complete (reading A, this
  spec, MIS-03, DECIDE-22); under ref:open-misere-exposed-before-lead it is laid face up as soon
  as the play begins, before the opening lead, and stays so. The observation's `exposed` turns
  true at that moment. W deals; S bids open misère.

  Background:
    Given the deal "s-low-cards"

  @C-23 @MIS-03 @option:ref:open-misere-exposed-before-lead
  Rule: MIS-03 When the open-misère hand is shown

    Scenario: The hand is hidden during the auction
      When the actions "N pass, E pass, S bid OMIS" are taken
      Then the contractor's hand is not exposed

    Scenario: The hand is hidden while the contractor holds the kitty
      When the actions "N pass, E pass, S bid OMIS, W pass" are taken
      Then the contractor's hand is not exposed

    Scenario: The hand is face up once the kitty is exchanged, before the opening lead
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C" are taken
      Then the contractor's hand is exposed
      And S holds "5S 6S 7S 5C 6C 7C 4D 5D 4H 5H"
      And it is S's turn

    Scenario: The hand stays face up while trick 1 is played
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS" are taken
      Then the contractor's hand is exposed
      And S holds "5S 6S 5C 6C 7C 4D 5D 4H 5H"

    @BID-11
    Scenario: A plain misère is never shown
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C" are taken
      Then the contractor's hand is not exposed
