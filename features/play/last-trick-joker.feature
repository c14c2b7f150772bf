@australian @american
Feature: The suitless joker kept to the last trick
  At no trumps a joker nobody nominated may still be led to trick 10 after
  all four suits have been led, and its leader may then name any suit, one
  already led included; the others follow the suit named if they can.

  In the position "n-7nt-trick-10" N, contractor at 7NT, has won the first
  nine tricks and holds only the suitless joker; E holds QC, S 9C and W 8H.

  @DECIDE-41 @PLAY-07
  Rule: DECIDE-41 A suitless joker led to trick 10 after all four suits may name any suit

    Scenario Outline: The joker leads trick 10 naming <suit>, a suit already led
      Given the position "n-7nt-trick-10"
      When the action "N play JK <suit>" is taken
      Then the action is accepted
      And it is E's turn
      And the legal plays are "QC"

      Examples:
        | suit |
        | C    |
        | D    |
        | H    |

    Scenario: The joker led naming hearts takes trick 10, W following with the last heart
      Given the position "n-7nt-trick-10"
      When the actions "N play JK H, E play QC, S play 9C, W play 8H" are taken
      Then the action is accepted
      And trick 10 is won by N
      And the hand scores "NS 250, EW 0"
