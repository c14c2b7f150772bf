@australian @three-player
Feature: The opening lead by the player left of the dealer
  C-33: the contractor leads to the first trick (reading A, this spec, PLAY-01); under
  ref:eldest-leads the player on the dealer's left leads it instead, whoever holds the contract.
  In a four-player misère the contractor's partner sits out (MIS-01): when the partner is the
  dealer's left-hand player, the lead passes on to the next player clockwise in the play.

  @C-33 @PLAY-01
  Rule: PLAY-01 Who leads to trick 1

    Scenario Outline: Without the option the contractor leads
      Given the deal "<deal>"
      And the actions "<auction>"
      Then it is <contractor>'s turn
      When the action "<eldest> play <card>" is taken
      Then the action is refused under PLAY-01

      Examples:
        | variant      | deal                       | auction                                              | contractor | eldest | card |
        | australian   | e-seven-hearts             | N pass, E bid 7H, S pass, W pass, E discard 7H 6H 5S | E          | N      | 4H   |
        | three-player | three-player-one-suit-each | P1 pass, P2 bid 7H, P3 pass, P2 discard 10D 9D 7D    | P2         | P1     | AS   |

    @option:ref:eldest-leads
    Scenario Outline: The player left of the dealer leads, not the contractor
      Given the deal "<deal>"
      And the actions "<auction>"
      Then it is <eldest>'s turn
      When the action "<contractor> play <card>" is taken
      Then the action is refused under PLAY-01

      Examples:
        | variant      | deal                       | auction                                              | contractor | eldest | card |
        | australian   | e-seven-hearts             | N pass, E bid 7H, S pass, W pass, E discard 7H 6H 5S | E          | N      | AH   |
        | three-player | three-player-one-suit-each | P1 pass, P2 bid 7H, P3 pass, P2 discard 10D 9D 7D    | P2         | P1     | AH   |

    @option:ref:eldest-leads
    Scenario Outline: The lead of the player left of the dealer is accepted
      Given the deal "<deal>"
      And the actions "<auction>"
      When the action "<eldest> play <card>" is taken
      Then the action is accepted
      And it is <next>'s turn

      Examples:
        | variant      | deal                       | auction                                              | eldest | card | next |
        | australian   | e-seven-hearts             | N pass, E bid 7H, S pass, W pass, E discard 7H 6H 5S | N      | KS   | E    |
        | three-player | three-player-one-suit-each | P1 pass, P2 bid 7H, P3 pass, P2 discard 10D 9D 7D    | P1     | AS   | P2   |

    @option:ref:eldest-leads
    Scenario Outline: The dealer who holds the contract does not lead
      Given the deal "<deal>"
      And the actions "<auction>"
      Then it is <eldest>'s turn

      Examples:
        | variant      | deal                       | auction                                                    | eldest |
        | australian   | e-seven-hearts             | N pass, E pass, S pass, W bid 6D, W discard 7H 6H 5S       | N      |
        | three-player | three-player-one-suit-each | P1 pass, P2 pass, P3 bid 6C, P3 discard 10D 9D JK          | P1     |

    @option:ref:eldest-leads @MIS-01
    Scenario Outline: When the player left of the dealer sits out a misère, the next player in the play leads
      Given the deal "s-low-cards"
      And the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C"
      Then it is E's turn
      When the action "E play JS" is taken
      Then the action is accepted
      And it is S's turn

      Examples: the partnership game, whose misère contractor's partner sits out
        | variant    |
        | australian |
