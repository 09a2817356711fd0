/** The help texts of `turnkey access-points`' sub-commands: examples and what each one does. */

export const LIST_HELP = `
Examples:
  turnkey access-points list --controller 10.0.0.20:443
  turnkey access-points list --controller 10.0.0.20:443 --controller 10.0.0.21:443 --json

For each controller: a table of its access points (kind, name, type, state, uuid) and one of
its automations; --json adds their extra parameters. A controller that cannot be read says why
in its place and the others are still read; the command then ends with that controller's exit
code, or with 1 when several failed. Nothing is changed.
`;

export const CHANGE_HELP = `
Examples:
  A turnstile with a card box, two of its parameters set:
    turnkey access-points create --controller 10.0.0.20:443 --kind turnstile_with_card_box \\
      --name "Visitor gate" --type visitors --param card_retention=false --param pass_time=9
  Change one by name, or rename one by uuid:
    turnkey access-points update --controller 10.0.0.20:443 --name "Visitor gate" --param pass_time=7
    turnkey access-points update --controller 10.0.0.20:443 --uuid UUID --name "Staff gate"
  Open it for an evacuation, without asking, then back to normal:
    turnkey access-points state --controller 10.0.0.20:443 --name "Visitor gate" --state emergency --yes
    turnkey access-points state --controller 10.0.0.20:443 --name "Visitor gate" --state normal
  An automation, then its deletion:
    turnkey access-points create --controller 10.0.0.20:443 --automation --name "Night lock" \\
      --type schedule --param anti_passback=true
    turnkey access-points delete --controller 10.0.0.20:443 --automation --name "Night lock" --yes

One controller is changed. An access point or automation is chosen by --uuid, or by --name when
no other one on the controller has that name (update: with --uuid, --name is the new name).
--param KEY=VALUE sets an extra parameter of the controller's own reference (list them with
list --json): a number, true or false, or text, as the parameter's type says. A key the
controller does not have for that kind is refused naming those it has, and a value out of its
range or choices is printed at its field; nothing is sent then (exit code 2). The plan shows
what changes; --yes accepts it. States (normal, open, closed, emergency): open and emergency
let anyone through, and a deletion that access profiles or automations use takes their
passage away, so at a prompt these ask a second time. Each change is read back; the command
ends with 0 only when it was verified.
`;

export const COPY_HELP = `
Examples:
  Every access point of one controller onto two others:
    turnkey access-points copy --controller 10.0.0.20:443 --to 10.0.0.21:443 --to 10.0.0.22:443
  Two of them, without asking:
    turnkey access-points copy --controller 10.0.0.20:443 --to 10.0.0.21:443 \\
      --name "Main entrance" --name "Visitor gate" --yes

Each access point chosen on --controller (by --name, or all when none is given) is created on
every --to controller with the same kind, name, type and extra parameters, each naming its own
controller. One of the same kind and name there already is skipped, as the plan's notes say,
so copying again creates nothing and ends with 0. The command ends with 0 only when every
target controller was verified.
`;
