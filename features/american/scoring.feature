@american
Feature: The score of an American hand
  The American game scores exactly as the Australian one (DECIDE-40): the
  Avondale values, the value gained when the contractor's side takes at least
  the tricks bid and lost otherwise, 250 at least for all ten tricks, 10 a
  trick to the defenders against a trick contract and nothing to them
  against a nullo. Nullo scores +250 made and −250 lost, open nullo +500 or −500.

  In these scenarios the contractor's side takes the tricks given and the
  defenders take the rest of the ten. In a nullo the contractor's tricks are
  those of the contractor alone.

  @SCORE-02 @SCORE-03 @SCORE-06 @DECIDE-40
  Rule: SCORE-02 Contract values follow the Avondale schedule

    Scenario Outline: A contract made exactly scores its table value, and the defenders 10 a trick
      When N plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side NS scores <value>
      And side EW scores <defence>
      And the table counts the contract as made

      Examples:
        | contract | tricks | value | defence |
        | 6S       | 6      | 40    | 40      |
        | 6NT      | 6      | 120   | 40      |
        | 7H       | 7      | 200   | 30      |
        | 8S       | 8      | 240   | 20      |
        | 8C       | 8      | 260   | 20      |
        | 9D       | 9      | 380   | 10      |
        | 10D      | 10     | 480   | 0       |
        | 10H      | 10     | 500   | 0       |
        | 10NT     | 10     | 520   | 0       |

    Scenario Outline: Overtricks add nothing
      When <seat> plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side <side> scores <value>
      And side <other> scores <defence>

      Examples:
        | seat | contract | tricks | side | value | other | defence |
        | E    | 8D       | 9      | EW   | 280   | NS    | 10      |
        | S    | 6H       | 8      | NS   | 100   | EW    | 20      |

  @SCORE-04
  Rule: SCORE-04 A slam scores at least 250

    Scenario Outline: All ten tricks on a contract worth less than 250 score 250
      When N plays "<contract>" and the contractor's side takes 10 tricks
      Then side NS scores 250
      And side EW scores 0

      Examples:
        | contract |
        | 6S       |
        | 7NT      |
        | 8S       |

    Scenario: All ten tricks on 8C score its value, 260
      When N plays "8C" and the contractor's side takes 10 tricks
      Then side NS scores 260

  @SCORE-05 @SCORE-06
  Rule: SCORE-05 A failed contract loses its value

    Scenario Outline: A side short of its bid loses the value; the defenders score their tricks
      When W plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side EW scores <points>
      And side NS scores <defence>
      And the table counts the contract as lost

      Examples:
        | contract | tricks | points | defence |
        | 9NT      | 8      | -420   | 20      |
        | 6S       | 0      | -40    | 100     |
        | 8C       | 7      | -260   | 30      |

  @SCORE-08
  Rule: SCORE-08 Misère scores +250 if made and −250 if lost, and the defenders nothing

    Scenario Outline: Nullo scores +250 made or −250 lost, and the defenders nothing
      When S plays "MIS" and the contractor's side takes <tricks> tricks
      Then side NS scores <points>
      And side EW scores 0
      And the table counts the contract as <verdict>

      Examples:
        | tricks | points | verdict |
        | 0      | 250    | made    |
        | 1      | -250   | lost    |

  @SCORE-09
  Rule: SCORE-09 Open and blind misère score +500 if made and −500 if lost

    Scenario Outline: Open nullo scores +500 made or −500 lost, and the defenders nothing
      When E plays "OMIS" and the contractor's side takes <tricks> tricks
      Then side EW scores <points>
      And side NS scores 0
      And the table counts the contract as <verdict>

      Examples:
        | tricks | points | verdict |
        | 0      | 500    | made    |
        | 2      | -500   | lost    |
