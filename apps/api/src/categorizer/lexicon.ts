// Language knowledge for WhatsApp Portuguese. Every entry is written folded (lower case, no
// accents): the categoriser folds the text before it looks anything up.

/** Abbreviations and slang, expanded before stop-word removal and stemming. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  vc: 'voce',
  vcs: 'voces',
  ce: 'voce',
  oce: 'voce',
  pfv: 'por favor',
  pfvr: 'por favor',
  pf: 'por favor',
  pls: 'por favor',
  plz: 'por favor',
  porfa: 'por favor',
  qto: 'quanto',
  qnto: 'quanto',
  qt: 'quanto',
  qnt: 'quanto',
  qtos: 'quantos',
  qts: 'quantos',
  qnts: 'quantos',
  qta: 'quanta',
  tb: 'tambem',
  tbm: 'tambem',
  tmb: 'tambem',
  tbem: 'tambem',
  q: 'que',
  oq: 'o que',
  oque: 'o que',
  pq: 'porque',
  hj: 'hoje',
  hje: 'hoje',
  amnh: 'amanha',
  blz: 'beleza',
  mto: 'muito',
  mt: 'muito',
  mta: 'muita',
  mtos: 'muitos',
  td: 'tudo',
  tds: 'todos',
  msm: 'mesmo',
  n: 'nao',
  naum: 'nao',
  nn: 'nao',
  eh: 'e',
  tah: 'ta',
  to: 'estou',
  tou: 'estou',
  dps: 'depois',
  vlw: 'valeu',
  vlww: 'valeu',
  obg: 'obrigado',
  obgd: 'obrigado',
  obgda: 'obrigada',
  brigado: 'obrigado',
  brigada: 'obrigada',
  flw: 'falou',
  cmg: 'comigo',
  ctg: 'contigo',
  kd: 'cade',
  agr: 'agora',
  qdo: 'quando',
  qd: 'quando',
  qq: 'qualquer',
  qlq: 'qualquer',
  qlqr: 'qualquer',
  ngm: 'ninguem',
  alg: 'alguem',
  algm: 'alguem',
  alguen: 'alguem',
  algem: 'alguem',
  sla: 'sei la',
  mds: 'meu deus',
  fds: 'fim de semana',
  nd: 'nada',
  aki: 'aqui',
  aq: 'aqui',
  vdd: 'verdade',
  orc: 'orcamento',
  orcam: 'orcamento',
  zap: 'whatsapp',
  wpp: 'whatsapp',
  whats: 'whatsapp',
  tel: 'telefone',
  end: 'endereco',
  info: 'informacao',
  infos: 'informacoes',
  add: 'adicionar',
  bjs: 'beijos',
  abs: 'abraco',
  gnt: 'gente',
  tmj: 'tamo junto',
  pfvor: 'por favor',
  // goods and services
  cel: 'celular',
  cell: 'celular',
  smartphone: 'celular',
  note: 'notebook',
  pc: 'computador',
  computa: 'computador',
  net: 'internet',
  arcondicionado: 'ar condicionado',
  arcond: 'ar condicionado',
  maq: 'maquina',
  geladera: 'geladeira',
  dog: 'cachorro',
  doguinho: 'cachorro',
  cat: 'gato',
  refri: 'refrigerante',
  cerva: 'cerveja',
  breja: 'cerveja',
  dr: 'doutor',
  dra: 'doutora',
  vet: 'veterinario',
  veti: 'veterinario',
  fisio: 'fisioterapia',
  psico: 'psicologo',
  odonto: 'odontologia',
  oftalmo: 'oftalmologista',
  gineco: 'ginecologista',
  apto: 'apartamento',
  ape: 'apartamento',
  ap: 'apartamento',
  facul: 'faculdade',
  niver: 'aniversario',
  aniver: 'aniversario',
  manut: 'manutencao',
  tattoo: 'tatuagem',
  tatoo: 'tatuagem',
  tatu: 'tatuagem',
  bujao: 'botijao',
  butijao: 'botijao',
  botija: 'botijao',
  gaz: 'gas',
  motoca: 'moto',
  bike: 'bicicleta',
  bikes: 'bicicleta',
  magrela: 'bicicleta',
  tv: 'televisao',
  tvs: 'televisao',
  ubber: 'uber',
  hamburger: 'hamburguer',
  burger: 'hamburguer',
  burgers: 'hamburguer',
  burguer: 'hamburguer',
  pizzas: 'pizza',
  chopp: 'chope',
  eletrecista: 'eletricista',
  padoca: 'padaria',
  cacetinho: 'pao frances',
  aipim: 'mandioca',
  macaxeira: 'mandioca',
  jerimum: 'abobora',
  bergamota: 'tangerina',
  mexerica: 'tangerina',
  bodega: 'mercearia',
  varejao: 'sacolao',
  xis: 'lanche',
  dindin: 'geladinho',
  sacole: 'geladinho',
  carreto: 'frete',
  fretinho: 'frete',
  guinxo: 'guincho',
  dagua: 'agua',
  dgua: 'agua',
};

/**
 * Function words and chit-chat that say nothing about what the person needs.
 * Also the request words: "tem", "preciso", "alguem" appear in every category's messages.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a o as os um uma uns umas de do da dos das d no na nos nas num numa em e ou ao aos à para pra pro pros pras
  por pelo pela pelos pelas com sem sob sobre ate apos entre contra desde que se nao sim ja la ali aqui ai
  ca cá lo la me te lhe nos vos eu tu ele ela eles elas voce voces meu minha meus minhas teu tua seu sua
  seus suas nosso nossa dele dela deles delas isso isto aquilo esse essa esses essas este esta estes estas
  aquele aquela aqueles aquelas mesmo mesma tambem muito muita muitos muitas pouco pouca mais menos bem mal
  so somente apenas ainda entao porem mas pois porque pq como quando onde quem qual quais quanto quanta
  quantos quantas cade tudo todo toda todos todas nada algo alguem ninguem algum alguma alguns algumas
  cada outro outra outros outras qualquer quaisquer tal tais
  ser sou es e somos sao era eram foi foram sera seria estar estou esta estamos estao estava estavam
  esteve ta tao to tava ter tenho tem temos tinha tinham teve tera teria tiver ha haver houve
  fazer faz faco fazem fazendo feito fez faria fazia
  ir vou vai vamos vao indo ido fui ia iria
  poder posso pode podem podia poderia conseguir consigo consegue
  dar da dou deu dando dar saber sei sabe sabem sabia conhecer conhece conhecem conheco
  querer quero quer queria querendo gostaria gostar adoraria
  precisar preciso precisa precisamos precisando precisava necessito necessitando
  procurar procuro procura procurando buscando achar acho acha
  ver vejo ve viu vendo olhar olha
  dizer diz disse falar falo fala falou falando
  indica indicar indique indicacao indicacoes recomenda recomendacao recomendar
  alguem alguma ajuda ajudar ajude socorro urgente urgencia rapido rapida agora hoje amanha ontem depois
  antes cedo tarde noite dia dias semana mes ano hora horas horario minuto minutos vez vezes sempre nunca
  logo ainda breve ja
  oi ola ei eae eai opa salve bom boa bons boas tarde noite dia obrigado obrigada obrigadu valeu agradeco
  grato grata gratidao beleza blz tudo bem otimo otima legal show top massa tranquilo certo certeza claro
  ok okay oks okey beijo beijos abraco abracos kk k rs rsrs haha hahaha hehe kkk ksks
  favor por gente pessoal povo galera amigo amiga amigos vizinho vizinha vizinhos vizinhanca grupo
  senhor senhora moço moca mano mana cara
  aqui perto proximo proxima regiao bairro cidade centro zona rua avenida redondeza redondezas
  sabado domingo segunda terca quarta quinta sexta feira fim final finais feriado
  valor valores preco precos quanto custa custo custar fica sai sair barato barata caro cara orcamento
  orcamentos cobra cobram cobrar pagar pago paga
  contato numero telefone whatsapp zap chama chamar ligar liga ligacao mensagem msg
  favor urgente urgentemente possivel alguem ajudar
  coisa coisas negocio tipo jeito forma maneira pouquinho
  novo nova novos novas velho velha usado usada grande pequeno pequena melhor pior bom boa otimo
  ir vir vem venha vindo chegar chega chegou
  tbm tambem ne neh ue uai eita nossa vixe oxe oxi poxa putz affs afff aff
  uns umas lá`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * Generic words that do appear in category texts ("conserto de sapato", "loja de roupas") but say
 * little on their own: they keep a small weight.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  `conserto consertar conserta consertos arrumar arruma arrumo instalar instala instalacao trocar troca
  trocou manutencao servico servicos loja lojas casa lar comprar compro compra vender vendo vende venda
  entrega entregar entrega entregam delivery profissional profissionais tecnico tecnica empresa aula
  aulas curso cursos limpeza limpar limpa material materiais produto produtos
  geral atendimento atende atendem domicilio personalizado personalizada sob medida
  fazer feito peca pecas equipamento aparelho aparelhos quebrou quebrado quebrada estragou estragado
  funciona funcionando parou problema problemas defeito`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Words typical of mass-marketing and scams; two of them (or a link) make a message spam. */
export const SPAM_WORDS: ReadonlySet<string> = new Set(
  `ganhe ganhar dinheiro renda extra clique clica clicar acesse acessar link imperdivel sorteio premio
  premiado bitcoin cripto investimento investir lucro lucre trabalhe emprestimo consignado aposta apostas
  bet cassino cupom compartilhe compartilhar divulgue gratis gratuito inscreva inscricao oferta ofertas
  promocao promocoes desconto descontos liquidacao exclusivo exclusiva ultimas vagas seguidores`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Words of complaints about a past service: a complaint is not a request for one. */
export const COMPLAINT_WORDS: ReadonlySet<string> = new Set(
  `pessimo pessima horrivel horroroso absurdo absurda reclamacao reclamar reclamando descaso vergonha
  palhacada lixo enganado enganada golpe golpista procon decepcionado decepcionada desrespeito
  ridiculo ridicula incompetente incompetencia porcaria mal atendido atendida nunca ninguem respondeu
  responde demora demorou`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Words that mark a real request; they soften the complaint rule. */
export const REQUEST_WORDS: ReadonlySet<string> = new Set(
  `preciso precisa precisando quero queria gostaria procuro procurando alguem tem indica indicacao
  quanto onde orcamento conserta arruma faz vende entrega compro alugo`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * A concept groups the words people use for one kind of good or service. A category whose name
 * or keywords contain a core word of a concept also answers to the concept's other words, so a
 * category created with a handful of keywords still understands everyday phrasing.
 * `core` words define the concept (they activate it for a category); `related` words only
 * evoke it in a message (parts, symptoms, typical objects).
 */
export type Concept = { id: string; core: readonly string[]; related: readonly string[] };

function concept(id: string, core: string, related: string): Concept {
  const split = (list: string) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
  return { id, core: split(core), related: split(related) };
}

export const CONCEPTS: readonly Concept[] = [
  // --- vehicles ---
  concept(
    'pneu',
    'pneu, pneus, borracharia, borracheiro, borracheira, calibragem, calibrar, camara de ar, estepe, remendo de pneu',
    'aro, furado, furou, furo, murcho, murchou, remold, remoldado, recapado, recauchutado, vulcanizacao, step, pneu careca, calibra, prego no pneu, rodas, roda, alinhamento, balanceamento, jogo de pneu',
  ),
  concept(
    'mecanica',
    'mecanico, mecanica, oficina, oficina mecanica, motor do carro, retifica',
    'motor, embreagem, freio, freios, pastilha, pastilhas, suspensao, amortecedor, amortecedores, cambio, troca de oleo, oleo do motor, revisao, junta do cabecote, cabecote, radiador, superaquecendo, esquentando, fumaca, injecao eletronica, correia dentada, correia, escapamento, bico injetor, vela de ignicao, barulho no carro, rolamento, homocinetica, direcao hidraulica, fluido, arrefecimento, bomba de combustivel, carburador, motor fundiu',
  ),
  concept(
    'autopecas',
    'autopecas, auto pecas, peca de carro, pecas de carro, peca automotiva, pecas automotivas, loja de pecas',
    'filtro de oleo, filtro de ar, retrovisor, para choque, parachoque, paralama, palheta, limpador de parabrisa, farol, lanterna traseira, parabrisa, pastilha de freio, disco de freio, kit embreagem, amortecedor, vela, correia, bateria automotiva, oleo lubrificante, lampada de farol, calota, maçaneta',
  ),
  concept(
    'eletrica-automotiva',
    'eletrica automotiva, eletricista automotivo, autoeletrica, auto eletrica, eletrica do carro',
    'farol, farois, farol do carro, lanterna do carro, bateria do carro, bateria de carro, bateria arriou, bateria descarregada, alternador, motor de arranque, arranque, nao pega, nao da partida, partida, fusivel, chicote, pane eletrica, farol queimado, vidro eletrico, trava eletrica, luz do painel, painel apagou, chupeta',
  ),
  concept(
    'guincho',
    'guincho, reboque, rebocar, auto socorro, plataforma, prancha, guincheiro',
    'carro quebrou, quebrou na estrada, pane, carro parado, carro nao liga, moto quebrou, levar o carro, socorro mecanico, atolado, atolou, capotou, acidente',
  ),
  concept(
    'lavagem-veiculo',
    'lava jato, lava rapido, lavajato, lavagem de carro, lavar carro, lavar o carro, estetica automotiva, lavacao',
    'lavagem, polimento, cristalizacao, enceramento, cera, espelhamento, higienizacao interna, higienizacao de banco, aspirar, aspiracao, vitrificacao, lavagem completa, lavagem simples, lavagem de moto',
  ),
  concept(
    'funilaria',
    'funilaria, funileiro, lanternagem, lanterneiro, martelinho de ouro, pintura automotiva, pintura de carro, chapeacao, chapeador',
    'amassado, amassou, amassei, lataria, arranhado, arranhao, arranhou, riscado, ralado, batida, bati o carro, bateram no carro, retoque, para choque, parachoque, paralama, capo, porta amassada, polir, pintar o carro, pintar carro, ferrugem no carro',
  ),
  concept(
    'som-automotivo',
    'som automotivo, som de carro, som pro carro, som no carro, acessorios automotivos, insulfilm, insufilme, pelicula automotiva',
    'som, alto falante, auto falante, subwoofer, sub, modulo, amplificador, multimidia, central multimidia, radio do carro, caixa de som, corneta, tweeter, equalizador, camera de re, sensor de estacionamento, alarme de carro, alarme automotivo, trava, pelicula, vidro escuro, kit multimidia, bluetooth no carro',
  ),
  concept(
    'veiculo',
    'carro, carros, veiculo, veiculos, automovel, automoveis, automotivo, automotiva, moto, motos, motocicleta, caminhao, caminhonete, utilitario',
    'gol, uno, palio, celta, corsa, onix, hb20, fiesta, ka, sandero, civic, corolla, strada, saveiro, hilux, fusca, biz, titan, cg, fan, pop, factor, kombi, fiorino',
  ),
  concept(
    'despachante',
    'despachante, despachantes, documentacao de veiculo, documento do carro, documento da moto, licenciamento, transferencia de veiculo',
    'ipva, transferencia, crlv, crv, dut, detran, multa, multas, vistoria, emplacamento, placa do carro, placa mercosul, renavam, recurso de multa, segunda via, documento atrasado, licenciamento atrasado, recibo do carro, cnh, renovar cnh, renovacao da cnh, pontos na carteira',
  ),
  concept(
    'autoescola',
    'autoescola, auto escola, cfc, habilitacao, tirar carta, tirar a carta, tirar cnh, tirar habilitacao, carteira de motorista, primeira habilitacao',
    'cnh, aula de direcao, aulas de direcao, baliza, instrutor, instrutora, legislacao, prova pratica, prova teorica, exame de direcao, categoria a, categoria b, mudanca de categoria, perdi o medo de dirigir, aprender a dirigir, dirigir, direcao',
  ),
  // --- transport ---
  concept(
    'taxi',
    'taxi, taxista, uber, motorista particular, motorista de aplicativo, transporte particular, carro com motorista, transfer',
    'corrida, corridas, aeroporto, rodoviaria, levar ate, buscar no, carona, viagem, viajar, motorista, chofer, traslado, 99pop, van',
  ),
  concept(
    'entrega',
    'motoboy, motoboys, motofrete, entregador, entregadora, tele entrega, teleentrega, leva e traz, courier, servico de entrega',
    'entrega, entregas, entregar, encomenda, encomendas, pacote, pacotes, buscar encomenda, levar documento, documento, delivery, motoca, moto, frete rapido',
  ),
  concept(
    'mudanca',
    'frete, fretes, carreto, carretos, mudanca, mudancas, caminhao de mudanca, transportadora, fretista',
    'transportar, transporte, levar moveis, carregar, mudar de casa, carretinha, caminhonete, kombi, fiorino, bau, ajudante, montar e desmontar, guarda moveis, geladeira e fogao',
  ),
  concept(
    'transporte-escolar',
    'transporte escolar, van escolar, perua escolar, tio da van, tia da van',
    'levar na escola, buscar na escola, van, escola',
  ),
  // --- house and construction ---
  concept(
    'eletricidade',
    'eletricista, eletrica, eletrico, eletricidade, instalacao eletrica, rede eletrica, parte eletrica',
    'disjuntor, disjuntores, tomada, tomadas, fiacao, fio, fios, curto, curto circuito, chuveiro, resistencia do chuveiro, chuveiro queimou, lampada, lampadas, interruptor, quadro de luz, quadro de energia, quadro eletrico, energia, luz, sem luz, sem energia, faltou luz, padrao de energia, relogio de luz, medidor, choque, dando choque, spot, luminaria, lustre, ventilador de teto, voltagem, tensao, 220v, 110v, aterramento, fusivel, cabo, cabeamento, queda de energia, caiu a energia, desarmando, disjuntor desarmando, trifasico, bifasico',
  ),
  concept(
    'hidraulica',
    'encanador, encanamento, hidraulica, hidraulico, instalacao hidraulica, bombeiro hidraulico',
    'vazamento, vazando, vaza, vazou, cano, canos, cano furado, cano estourado, torneira, torneiras, torneira pingando, pingando, descarga, caixa acoplada, valvula de descarga, registro, caixa dagua, caixa de agua, infiltracao, sifao, pia, agua quente, aquecedor, boia, bomba dagua, bomba de agua, sem agua, falta de agua, conexao, tubulacao, tubo, pvc, chuveiro vazando, vaso sanitario, reparo hidraulico, hidrometro, pressao da agua',
  ),
  concept(
    'entupimento',
    'desentupidora, desentupir, desentupimento, entupido, entupida, entupiu, entupimento, desentope, desentupa, limpa fossa',
    'esgoto, fossa, fossa septica, caixa de gordura, ralo, ralo entupido, pia entupida, vaso entupido, privada, retornando, voltando agua, voltando esgoto, cheiro de esgoto, sumidouro, hidrojateamento, caminhao limpa fossa, rede de esgoto, cano entupido',
  ),
  concept(
    'material-construcao',
    'material de construcao, materiais de construcao, deposito de material, loja de material, casa de material, materiais para construcao',
    'cimento, areia, tijolo, tijolos, bloco, blocos, brita, pedra, cal, argamassa, ferro, vergalhao, telha, telhas, madeira, piso, pisos, ceramica, porcelanato, rejunte, azulejo, tubo, massa corrida, saco de cimento, cimento cola, laje, coluna, viga, tabua, caibro, ripa, prego, parafuso, ferragens, ferragem, material hidraulico, material eletrico, tinta, verniz, cano pvc, caixa dagua, caixa de agua, impermeabilizante, manta asfaltica, drywall',
  ),
  concept(
    'obra',
    'pedreiro, pedreiros, mestre de obras, construtora, empreiteiro, empreiteira, obra, obras, construcao civil',
    'reforma, reformar, construir, construcao, muro, laje, reboco, rebocar, assentar piso, assentamento, contrapiso, alvenaria, servente, ajudante de pedreiro, puxadinho, calcada, rachadura, trinca, levantar parede, parede, fundacao, alicerce, telhado, telha, goteira, calha, impermeabilizacao, infiltracao, umidade, mofo, gesso, gesseiro, forro, drywall, azulejista, piso, revestimento, demolicao, entulho, cacamba, porcelanato',
  ),
  concept(
    'cacamba',
    'cacamba, cacambas, cacamba de entulho, aluguel de cacamba',
    'entulho, retirar entulho, tirar entulho, restos de obra',
  ),
  concept(
    'pintura-predial',
    'pintor, pintores, pintura residencial, pintura predial, pintar casa, pintar parede, pintar a casa, pintar apartamento, pintar o apartamento',
    'pintar, pintura, tinta, parede, paredes, textura, grafiato, massa corrida, lixar, demao, verniz, descascando, fachada, emassar, selador, acrilica, latex, rolo, teto, muro',
  ),
  concept(
    'chaveiro',
    'chaveiro, chaveiros, copia de chave, copiar chave, abertura de porta, abrir porta, fechadura',
    'chave, chaves, fechaduras, trancado, trancada, tranquei, trancou, perdi a chave, perdi as chaves, chave quebrou, chave quebrada, cadeado, tetra, miolo, cofre, chave codificada, chave do carro, chave de carro, porta trancada, trocar segredo, segredo da fechadura, fechadura digital, chave canivete',
  ),
  concept(
    'vidracaria',
    'vidracaria, vidraceiro, vidro, vidros, blindex, box de vidro, box de banheiro, vidro temperado',
    'box, espelho, espelhos, janela de vidro, porta de vidro, temperado, vitrine, vidro quebrado, quebrou o vidro, vidro trincado, tampo de vidro, guarda corpo, sacada de vidro, fechamento de sacada, envidracamento',
  ),
  concept(
    'marcenaria',
    'marceneiro, marcenaria, moveis planejados, movel planejado, moveis sob medida, movel sob medida, planejados, marcenario',
    'moveis, movel, armario, armarios, guarda roupa, guarda roupas, sob medida, planejado, planejada, madeira, mdf, mdp, cozinha planejada, estante, rack, painel de tv, porta de madeira, montador de moveis, montagem de moveis, montar moveis, montar guarda roupa, gaveta, gavetas, dobradica, prateleira, closet, bancada, cama, mesa de madeira, restaurar movel',
  ),
  concept(
    'montagem-moveis',
    'montador, montador de moveis, montagem de moveis, montar moveis, montar guarda roupa',
    'desmontar, montar, guarda roupa, armario, cama, rack',
  ),
  concept(
    'serralheria',
    'serralheiro, serralheria, serralharia, portao, portoes, grade, grades, solda, soldador, soldar, estrutura metalica',
    'corrimao, ferro, aluminio, esquadria, esquadrias, janela de ferro, janela de aluminio, toldo, cobertura metalica, policarbonato, portao de garagem, portao basculante, portao de correr, grade de protecao, escada de ferro, metalon',
  ),
  concept(
    'ar-condicionado',
    'ar condicionado, ar condicionados, split, climatizacao, climatizador, refrigeracao, ar split, ar de janela',
    'higienizacao de ar, limpeza de ar, gas do ar, carga de gas, btus, btu, nao gela, nao esta gelando, gelando, pingando agua, evaporadora, condensadora, instalacao de ar, inverter, climatizar, ar quente, ar frio',
  ),
  concept(
    'eletrodomestico',
    'eletrodomestico, eletrodomesticos, assistencia tecnica de eletrodomesticos, linha branca, refrigeracao domestica',
    'geladeira, geladeiras, refrigerador, freezer, maquina de lavar, lavadora, lava e seca, micro ondas, microondas, fogao, forno, forno eletrico, tanquinho, secadora, lava loucas, lava louca, airfryer, air fryer, fritadeira, liquidificador, batedeira, ventilador, cooktop, depurador, coifa, bebedouro, purificador, televisao, smart tv, tv de led, nao gela, nao centrifuga, nao esquenta, nao liga, borracha da geladeira, motor da geladeira, placa da maquina, microondas nao esquenta, fogao nao acende',
  ),
  concept(
    'eletronico',
    'eletronica, eletronico, eletronicos, conserto de tv, conserto de televisao, tecnico de tv',
    'televisao, smart tv, tv, tela da tv, som, home theater, videogame, playstation, xbox, controle remoto, antena, parabolica, caixa de som, receptor, conversor, placa',
  ),
  concept(
    'antena',
    'antena, antenas, antenista, parabolica, tv a cabo, sky',
    'sinal da tv, canais, receptor, apontar antena, instalar antena',
  ),
  concept(
    'gas',
    'gas, gas de cozinha, botijao, botijoes, gas glp, glp, revenda de gas, distribuidora de gas',
    'p13, p45, p20, recarga de gas, troca de gas, acabou o gas, entrega de gas, gas encanado, vasilhame, casco, registro de gas, mangueira de gas',
  ),
  concept(
    'agua-mineral',
    'agua mineral, galao, galao de agua, galoes, agua de galao, garrafao, garrafao de agua, distribuidora de agua',
    'agua, 20 litros, 20l, mineral, bombona, agua potavel, agua para beber, bebedouro, suporte de galao, entrega de agua',
  ),
  concept(
    'seguranca-eletronica',
    'camera, cameras, cftv, camera de seguranca, cameras de seguranca, alarme, alarmes, cerca eletrica, monitoramento, seguranca eletronica',
    'concertina, portao eletronico, motor de portao, motor do portao, controle do portao, interfone, video porteiro, porteiro eletronico, sensor de presenca, sensor, dvr, nvr, camera ip, camera wifi, fechadura eletronica, controle de acesso, seguranca, vigilancia, vigia, ronda, portao automatico',
  ),
  concept(
    'solar',
    'energia solar, placa solar, placas solares, painel solar, paineis solares, fotovoltaico, fotovoltaica, sistema solar, aquecedor solar',
    'solar, inversor, conta de luz, economizar energia, reduzir conta de luz, kwp, usina solar, limpeza de placa',
  ),
  concept(
    'piscina',
    'piscina, piscinas, piscineiro, limpeza de piscina, manutencao de piscina',
    'cloro, agua verde, bomba da piscina, filtro da piscina, clarificante, algicida, ph da agua, aspirar piscina, vinil, piscina de fibra, construir piscina, prainha, hidromassagem, ofuro, spa',
  ),
  concept(
    'jardinagem',
    'jardineiro, jardinagem, jardim, paisagismo, paisagista, roçada, rocada, rocar, capina, capinar',
    'grama, gramado, cortar grama, corte de grama, poda, podar, arvore, arvores, planta, plantas, mato, limpar terreno, limpeza de terreno, terreno sujo, cerca viva, adubo, terra, muda, mudas, vaso de planta, horta, folhas, irrigacao, rocadeira',
  ),
  concept(
    'limpeza',
    'diarista, faxina, faxineira, faxineiro, limpeza residencial, limpeza de casa, limpar casa, limpar a casa, empregada domestica, domestica, passadeira, limpeza pos obra',
    'limpeza, limpar, faxinar, limpar apartamento, limpar o apartamento, limpeza de apartamento, passar roupa, lavar banheiro, arrumar casa, organizar casa, limpeza pesada, limpeza de escritorio, limpeza comercial, higienizacao de sofa, limpeza de sofa, lavar sofa, limpeza de estofado, limpeza de tapete, lavar tapete, limpeza de colchao, vidros, janelas',
  ),
  concept(
    'higienizacao-estofados',
    'higienizacao de sofa, limpeza de sofa, lavar sofa, limpeza de estofado, lavagem de estofado, impermeabilizacao de sofa',
    'sofa, estofado, estofados, colchao, tapete, carpete, cadeiras',
  ),
  concept(
    'dedetizacao',
    'dedetizacao, dedetizar, dedetizadora, dedetizador, controle de pragas, desratizacao, descupinizacao, desinsetizacao, sanitizacao',
    'barata, baratas, cupim, cupins, rato, ratos, ratazana, camundongo, formiga, formigas, escorpiao, escorpioes, pulga, pulgas, percevejo, percevejos, carrapato, carrapatos, mosquito, mosquitos, pernilongo, praga, pragas, traca, tracas, aranha, aranhas, morcego, pombo, pombos, infestacao, infestado, veneno, inseto, insetos, bicho',
  ),
  concept(
    'pisos',
    'piso, pisos, porcelanato, porcelanatos, ceramica, azulejo, azulejos, revestimento, revestimentos, azulejista, assentamento de piso, colocador de piso, piso laminado, piso vinilico',
    'rejunte, rejuntar, assentar, assentar piso, contrapiso, rodape, nivelamento, argamassa colante, cimento cola, pastilha, ladrilho, taco, piso solto',
  ),
  concept(
    'gesso',
    'gesso, gesseiro, drywall, forro de gesso, sanca',
    'forro, rebaixamento, rebaixar teto, moldura de gesso, divisoria, sanca de gesso, teto, pvc',
  ),
  concept(
    'marmoraria',
    'marmoraria, marmorista, marmore, granito, pia de granito, bancada de granito',
    'bancada, soleira, peitoril, pedra, quartzo, silestone, lavatorio, tampo',
  ),
  concept(
    'estofaria',
    'estofador, estofaria, tapecaria, tapeceiro, reforma de sofa, reformar sofa',
    'sofa, estofado, poltrona, cadeira, espuma, tecido, capa de sofa, banco de carro',
  ),
  concept(
    'colchao',
    'colchao, colchoes, loja de colchao, cama box, box bau',
    'travesseiro, travesseiros, cama, casal, solteiro, queen, king, ortopedico, molas',
  ),
  concept(
    'moveis-loja',
    'loja de moveis, moveis, movel, moveis usados, moveis novos',
    'sofa, mesa, cadeira, cadeiras, guarda roupa, armario, estante, rack, comoda, cama, beliche, painel, escrivaninha, poltrona, colchao',
  ),
  concept(
    'telhado',
    'telhado, telhados, telhadista, calha, calhas, rufo',
    'telha, telhas, goteira, goteiras, pingando do teto, chovendo dentro, vazando do teto, cumeeira, madeiramento, manta, impermeabilizacao de laje',
  ),
  concept(
    'poco',
    'poco artesiano, poco, pocos, cisterna',
    'perfuracao, bomba submersa, lencol, agua de poco',
  ),
  // --- food and drink ---
  concept(
    'restaurante',
    'restaurante, restaurantes, comida, refeicao, refeicoes, marmita, marmitas, marmitex, quentinha, quentinhas, self service, prato feito, almoco, almocar, jantar, janta',
    'comida caseira, feijoada, churrasco, churrascaria, rodizio, comida japonesa, japones, sushi, temaki, yakisoba, comida chinesa, parmegiana, file, frango assado, galeto, peixe, frutos do mar, a la carte, executivo, buffet por quilo, por quilo, kilo, comida mineira, comida nordestina, baiao, moqueca, strogonoff, lasanha, macarronada, feijao tropeiro, rodizio de pizza, delivery de comida, comer, fome, cardapio, prato, pratos, acai',
  ),
  concept(
    'pizza',
    'pizza, pizzas, pizzaria, pizzarias',
    'calzone, borda recheada, broto, brotinho, calabresa, mussarela, muçarela, marguerita, margherita, portuguesa, quatro queijos, frango com catupiry, catupiry, pizza grande, pizza media, meia meia, rodizio de pizza, forno a lenha, esfiha, esfirra',
  ),
  concept(
    'lanche',
    'lanche, lanches, lanchonete, lanchonetes, hamburguer, hamburgueria, hamburguers, cachorro quente, hot dog, pastel, pastelaria, salgado, salgados, x tudo, x salada, x burguer, x bacon, x egg',
    'burguer, smash, batata frita, porcao, porcoes, coxinha, coxinhas, kibe, quibe, esfiha, empada, enroladinho, misto quente, misto, beirute, bauru, espetinho, tapioca, crepe, suco, sucos, vitamina, milkshake, acai, cuscuz, sanduiche, sanduba, baguete, lanche natural, trailer, dogao, podrao, fritas, onion rings',
  ),
  concept(
    'padaria',
    'padaria, padarias, panificadora, pao, paes, pao frances, padeiro',
    'pao de queijo, pao de sal, pao careca, pao doce, pao caseiro, pao integral, broa, rosca, sonho, bisnaga, cafe da manha, baguete, bolacha, biscoito, torrada, pao de forma, sovado, filao, cueca virada, croissant, mortadela, presunto, queijo, leite, frios, bolo simples, fornada, salgado assado',
  ),
  concept(
    'mercado',
    'mercado, mercados, supermercado, supermercados, mercearia, mercadinho, minimercado, atacadao, atacarejo, emporio, armazem, venda',
    'compras, compras do mes, arroz, feijao, oleo de soja, oleo de cozinha, acucar, cafe, leite, macarrao, farinha, sal, cesta basica, produtos de limpeza, sabao, sabao em po, detergente, amaciante, papel higienico, fralda, fraldas, biscoito, bolacha, enlatado, margarina, manteiga, ovo, ovos, bandeja de ovos, refrigerante, cerveja, agua sanitaria, desinfetante, shampoo, sabonete, creme dental, pasta de dente, achocolatado, farofa, tempero, molho de tomate, milho, queijo, presunto, iogurte',
  ),
  concept(
    'acougue',
    'acougue, acougues, casa de carnes, carnes, carne, acougueiro, boutique de carnes',
    'picanha, alcatra, costela, frango, linguica, carne moida, moida, patinho, maminha, contra file, contrafile, file mignon, cupim, fraldinha, musculo, acem, coxao, chuleta, bisteca, lombo, pernil, carne de porco, carne suina, bovina, asa de frango, coxinha da asa, peito de frango, coracao de frango, kit churrasco, carne pra churrasco, churrasco, bife, bifes, file, costelinha, carne seca, charque, miudos, figado, bucho, mocoto',
  ),
  concept(
    'hortifruti',
    'hortifruti, hortifrutti, sacolao, quitanda, feira, feirante, verdurao, fruteira',
    'verdura, verduras, legume, legumes, fruta, frutas, banana, tomate, alface, cebola, batata, laranja, maca, mamao, abacate, abacaxi, melancia, melao, uva, morango, limao, manga, cenoura, beterraba, chuchu, abobrinha, abobora, mandioca, couve, repolho, brocolis, pimentao, alho, cheiro verde, coentro, salsinha, tangerina, maracuja, goiaba, organico, organicos, pepino, quiabo, jilo, inhame, batata doce',
  ),
  concept(
    'doces',
    'bolo, bolos, doce, doces, docinhos, confeitaria, confeiteira, confeiteiro, doceira, doceria, brigadeiro, brigadeiros, torta doce, bolo de aniversario, bolo de pote',
    'cupcake, bem casado, bem casados, pudim, sobremesa, chocolate, ovo de pascoa, trufa, trufas, beijinho, cajuzinho, bolo decorado, bolo caseiro, bolo de festa, torta, tortas, cento de doces, naked cake, mousse, pave, cheesecake, brownie, cocada, rapadura, paçoca, geladinho, sorvete, sorveteria, picole, dindin, sacole, acai, chantilly, pasta americana, doce de leite, bombom, bombons, cookie, cookies, donut, sonho',
  ),
  concept(
    'bebidas',
    'adega, distribuidora de bebidas, deposito de bebidas, bebida, bebidas',
    'cerveja, cervejas, latao, latinha, chope, vinho, vinhos, whisky, vodka, cachaca, pinga, gin, energetico, refrigerante, refrigerantes, gelo, carvao, long neck, engradado, caixa de cerveja, destilado, destilados, narguile, essencia, tabacaria, cigarro',
  ),
  concept(
    'sorvete',
    'sorvete, sorvetes, sorveteria, picole, picoles, gelateria, acai, acaiteria',
    'milkshake, casquinha, sundae, geladinho, sacole, dindin, chup chup, acai na tigela, copo de acai, pote de sorvete, paleta mexicana, frozen',
  ),
  concept(
    'cafeteria',
    'cafeteria, cafe, cafes, cafe expresso, cappuccino, coffee',
    'cafe da manha, brunch, pao de queijo, croissant, espresso, latte',
  ),
  concept(
    'peixaria',
    'peixaria, peixe, peixes, frutos do mar, pescado',
    'camarao, tilapia, salmao, bacalhau, sardinha, lula, polvo, caranguejo, siri, marisco, file de peixe',
  ),
  // --- health ---
  concept(
    'farmacia',
    'farmacia, farmacias, drogaria, drogarias, remedio, remedios, medicamento, medicamentos, manipulacao, farmacia de manipulacao',
    'dipirona, paracetamol, antibiotico, amoxicilina, receita, receita medica, generico, genericos, pomada, xarope, termometro, teste de gravidez, insulina, anticoncepcional, dorflex, buscopan, ibuprofeno, nimesulida, omeprazol, losartana, dramin, neosaldina, novalgina, vitamina c, soro, curativo, band aid, gaze, esparadrapo, fralda geriatrica, aferir pressao, medir pressao, glicemia, plantao, farmacia de plantao, 24 horas, dor de cabeca, febre, gripe, remedio controlado, tarja preta, fita de glicemia, seringa',
  ),
  concept(
    'dentista',
    'dentista, dentistas, odontologia, odontologico, odontologica, consultorio odontologico, clinica odontologica, ortodontista, ortodontia, implante dentario',
    'dente, dentes, canal, tratamento de canal, carie, aparelho nos dentes, aparelho ortodontico, aparelho dental, manutencao do aparelho, implante, protese dentaria, dentadura, chapa, extracao, extrair, arrancar dente, siso, limpeza de dente, limpeza dos dentes, clareamento, clareamento dental, gengiva, dor de dente, restauracao, obturacao, lente de contato dental, faceta, facetas, bruxismo, placa de bruxismo, dente quebrado, dente mole, coroa',
  ),
  concept(
    'clinica',
    'clinica, clinicas, clinica medica, medico, medica, medicos, consulta, consulta medica, consultorio, clinico geral, laboratorio, exames, exame',
    'pediatra, ginecologista, cardiologista, dermatologista, ortopedista, urologista, neurologista, endocrinologista, psiquiatra, otorrino, gastro, gastroenterologista, ultrassom, ultrassonografia, raio x, tomografia, ressonancia, hemograma, exame de sangue, check up, atestado, atestado medico, doutor, doutora, especialista, vacina, vacinas, vacinacao, medico particular, plano de saude, preventivo, papanicolau, mamografia, eletrocardiograma, endoscopia, exame admissional, pressao alta, diabetes, dor, febre, doente, mal estar, infeccao',
  ),
  concept(
    'otica',
    'otica, oticas, oculos, optica, lente de contato, lentes de contato, exame de vista, oftalmologista, oculista',
    'lente, lentes, armacao, armacoes, grau, miopia, astigmatismo, hipermetropia, oculos de sol, oculos de grau, multifocal, lente multifocal, antirreflexo, vista, visao, enxergar, enxergando, haste do oculos, consertar oculos',
  ),
  concept(
    'veterinario',
    'veterinario, veterinaria, veterinarios, clinica veterinaria, hospital veterinario, medico veterinario',
    'vacina, vacina do cachorro, vacina antirrabica, v10, v8, v4, castracao, castrar, vermifugo, consulta veterinaria, cirurgia, exame, bicho doente, cachorro doente, gato doente, cachorro vomitando, cachorro mancando, atropelado, carrapato, pulga, sarna, ferida',
  ),
  concept(
    'pet',
    'pet shop, petshop, pet, pets, racao, animal de estimacao, animais de estimacao, banho e tosa, tosa, tosador',
    'cachorro, cachorra, cachorros, cachorrinho, cao, caes, gato, gata, gatos, gatinho, filhote, filhotes, animal, animais, bicho, bichinho, passaro, passaros, calopsita, periquito, papagaio, coelho, hamster, peixe, aquario, coleira, guia, caminha, arranhador, areia de gato, areia sanitaria, petisco, ossinho, banho, tosa higienica, taxi dog, hotel pet, hotelzinho, creche pet, adestrador, adestramento, passeador, dog walker, poodle, shih tzu, yorkshire, pinscher, vira lata, lulu',
  ),
  concept(
    'psicologo',
    'psicologo, psicologa, psicologos, psicologia, terapia, terapeuta, psicoterapia, psicoterapeuta, acompanhamento psicologico, saude mental',
    'ansiedade, depressao, panico, sindrome do panico, estresse, burnout, luto, terapia de casal, terapia online, psicanalise, psicanalista, neuropsicologo, neuropsicologa, autismo, tdah, crise, chorando muito, emocional, sessao, sessoes',
  ),
  concept(
    'fisioterapia',
    'fisioterapia, fisioterapeuta, fisioterapeutas, rpg, pilates, reabilitacao, quiropraxia, quiropraxista, osteopatia, osteopata, acupuntura, acupunturista',
    'dor nas costas, dor na coluna, coluna, joelho, ombro, lesao, lesionei, machuquei, torcicolo, hernia de disco, hernia, tendinite, bursite, entorse, torci, pos operatorio, fratura, avc, sessao, sessoes, alongamento, postura, lombar, ciatico, nervo ciatico, fisio domiciliar, drenagem pos operatoria',
  ),
  concept(
    'nutricionista',
    'nutricionista, nutricao, nutri, nutrologo, nutrologa, reeducacao alimentar',
    'dieta, emagrecer, emagrecimento, perder peso, engordar, ganhar massa, cardapio, plano alimentar, obesidade, bariatrica',
  ),
  concept(
    'academia',
    'academia, academias, musculacao, personal trainer, personal, crossfit, treino funcional, funcional, ginastica',
    'treino, treinar, treinamento, malhar, malhacao, spinning, zumba, aerobica, jiu jitsu, judo, karate, muay thai, boxe, luta, lutas, natacao, hidroginastica, condicionamento fisico, hipertrofia, condicionamento, esteira, musculo, mensalidade da academia, plano da academia, danca, ballet, bale, yoga, ioga',
  ),
  concept(
    'cuidador',
    'cuidador, cuidadora, cuidadores, cuidador de idosos, cuidadora de idosos, home care, acompanhante de idoso, acompanhante hospitalar, enfermeira, enfermeiro, enfermagem, tecnico de enfermagem, tecnica de enfermagem',
    'idoso, idosa, idosos, acamado, acamada, acompanhante, cuidar, cuidar da minha mae, cuidar do meu pai, avo, avos, vovo, plantao, pernoite, dormir no emprego, folguista, curativo, sonda, alzheimer, demencia, asilo, casa de repouso',
  ),
  concept(
    'baba',
    'baba, babas, baba de crianca, cuidar de crianca, creche, bercario, recreadora',
    'bebe, bebes, crianca, criancas, filho, filha, filhos, menino, menina, escolinha, meio periodo, periodo integral, buscar na escola',
  ),
  // --- beauty ---
  concept(
    'salao',
    'salao de beleza, salao, saloes, cabeleireiro, cabeleireira, cabeleleiro, cabeleleira, hair stylist',
    'cabelo, cabelos, loiro, loira, ruivo, ruiva, castanho, acobreado, corte de cabelo, cortar cabelo, corte feminino, escova, escova progressiva, progressiva, selagem, botox capilar, tintura, pintar cabelo, luzes, mechas, reflexo, balayage, hidratacao, cauterizacao, penteado, alisamento, cachos, cacheado, crespo, trancas, tranca, box braids, mega hair, aplique, coloracao, platinado, descoloracao, retoque de raiz, raiz, maquiagem, make, maquiadora, penteadeira, noiva, dia da noiva',
  ),
  concept(
    'barbearia',
    'barbearia, barbeiro, barbeiros, barber, barbershop',
    'barba, fazer a barba, aparar barba, degrade, degradê, corte masculino, cortar cabelo, pezinho, navalhado, navalha, risquinho, luzes masculinas, platinado, nevou, corte na maquina, maquina zero, bigode, sobrancelha masculina, corte infantil',
  ),
  concept(
    'manicure',
    'manicure, manicures, pedicure, pedicures, manicure e pedicure, nail designer, esmalteria, unha, unhas',
    'esmalte, esmaltacao, esmaltacao em gel, unha de gel, gel, fibra de vidro, alongamento de unha, unha postica, postica, francesinha, cuticula, pe e mao, mao e pe, unha encravada, podologo, podologa, podologia, blindagem, decoracao de unha, acrigel, banho de gel',
  ),
  concept(
    'estetica',
    'estetica, esteticista, clinica de estetica, centro estetico, estetica facial, estetica corporal',
    'limpeza de pele, depilacao, depilar, cera, depilacao a laser, laser, drenagem linfatica, drenagem, massagem, massagista, massagem relaxante, massagem modeladora, botox, harmonizacao facial, preenchimento, peeling, criolipolise, radiofrequencia, design de sobrancelha, sobrancelha, sobrancelhas, micropigmentacao, microblading, henna, cilios, extensao de cilios, lash, lash designer, lifting, spa, bronzeamento, bronze, celulite, flacidez, gordura localizada, estrias, manchas, acne, espinhas, pele',
  ),
  concept(
    'tatuagem',
    'tatuagem, tatuagens, tatuador, tatuadora, tattoo, estudio de tatuagem, piercing, piercings, body piercing',
    'tatuar, cobertura de tatuagem, cobrir tatuagem, remocao de tatuagem, fine line, old school, realismo, colocar piercing, alargador, furar orelha, furo na orelha, brinco',
  ),
  // --- services ---
  concept(
    'celular',
    'celular, celulares, assistencia de celular, assistencia tecnica de celular, conserto de celular, smartphone, iphone',
    'samsung, motorola, xiaomi, redmi, galaxy, moto g, lg, tela quebrada, tela trincada, trocar tela, troca de tela, display, trincou, bateria do celular, bateria viciada, carregador, cabo usb, capinha, capa de celular, pelicula, pelicula de vidro, conector de carga, nao carrega, nao esta carregando, molhou, caiu na agua, desbloqueio, desbloquear, conta google, icloud, tampa traseira, alto falante do celular, camera do celular, chip, recarga, aparelho, touch, tela preta',
  ),
  concept(
    'informatica',
    'informatica, computador, computadores, notebook, notebooks, laptop, pc, tecnico de informatica, assistencia de informatica',
    'formatar, formatacao, windows, virus, impressora, impressoras, tela do notebook, hd, ssd, memoria ram, placa mae, placa de video, teclado, mouse, monitor, lento, travando, nao liga, backup, instalar programa, office, pacote office, programa, programas, rede, cabo de rede, gabinete, fonte, cartucho, toner, tinta de impressora, recarga de cartucho, nobreak, estabilizador, dados, recuperar arquivos, site, sistema',
  ),
  concept(
    'internet',
    'internet, provedor, provedor de internet, fibra optica, wifi, wi fi, banda larga, rede wifi',
    'fibra, roteador, modem, sinal, sinal fraco, mega, megas, velocidade, repetidor, mesh, cabo de rede, rede, internet caiu, sem internet, internet lenta, plano de internet, instalacao de internet, 5g, 4g, ponto de rede',
  ),
  concept(
    'costura',
    'costura, costureira, costureiro, costuras, atelie de costura, ajuste de roupa, ajustes de roupa, conserto de roupa, consertos de roupa',
    'costurar, diminuir, encurtar, alargar, apertar, cintura, manga, gola, barra, barra de calca, fazer barra, bainha, ziper, ziper quebrado, trocar ziper, apertar roupa, apertar calca, ajustar vestido, ajustar, ajuste, customizar, customizacao, bordado, bordar, reforma de roupa, roupa sob medida, vestido sob medida, cortina, cortinas, remendo, remendar, rasgou, rasgado, rasgada, descosturou, botao, pregar botao, uniforme, uniformes, malha, tecido, overloque',
  ),
  concept(
    'lavanderia',
    'lavanderia, lavanderias, lavar roupa, lavagem de roupa, lavagem a seco, lava e passa, passar roupa, passadeira',
    'roupa suja, edredom, edredons, cobertor, cobertores, roupa de cama, lencol, lencois, cortina, cortinas, tapete, tenis, lavar tenis, lavagem de tenis, terno, vestido de festa, vestido de noiva, mancha, manchas, secar roupa, quilo de roupa, roupas',
  ),
  concept(
    'sapateiro',
    'sapateiro, sapataria, conserto de sapato, conserto de calcados, conserto de tenis, reforma de calcados, reparo de calcados',
    'sapato, sapatos, solado, sola, salto, saltos, tenis, bota, botas, sandalia, chinelo, bolsa, bolsas, bolsa de couro, couro, colar tenis, colar sapato, descolou, descolado, descolando, costurar sapato, tingir, tingimento, palmilha, cinto, mala, malas, ziper de bota',
  ),
  concept(
    'relojoaria',
    'relojoaria, relojoeiro, relogio, relogios, bateria de relogio, pulseira de relogio',
    'pulseira, pilha de relogio, vidro do relogio, relogio parado, conserto de relogio, smartwatch, despertador, relogio de parede',
  ),
  concept(
    'joalheria',
    'joalheria, joalheiro, joia, joias, ourives, ourivesaria, alianca, aliancas, semijoia, semijoias, bijuteria, bijuterias',
    'anel, aneis, colar, colares, corrente de ouro, corrente de prata, corrente, correntinha, brinco, brincos, pulseira, pingente, ouro, prata, ouro 18k, folheado, banho de ouro, banho de prata, solda de corrente, compro ouro, compra de ouro, gravacao, gravar nome',
  ),
  concept(
    'grafica',
    'grafica, graficas, grafica rapida, impressao grafica, comunicacao visual, plotagem, serigrafia, silk',
    'impressao, imprimir, panfleto, panfletos, folder, folders, flyer, flyers, cartao de visita, cartoes de visita, banner, banners, faixa, faixas, adesivo, adesivos, convite, convites, lona, logo, logotipo, logomarca, carimbo, carimbos, cardapio, etiqueta, etiquetas, rotulo, rotulos, camiseta personalizada, caneca personalizada, personalizados, brindes, tag, tags, placa de loja, fachada, letreiro, envelopamento, bloco de nota, talao, talonario, calendario, ima de geladeira',
  ),
  concept(
    'papelaria',
    'papelaria, papelarias, material escolar, materiais escolares, copiadora, xerox, fotocopia',
    'caderno, cadernos, caneta, canetas, lapis, borracha, apontador, estojo, mochila, cola, tesoura, regua, cartolina, papel, papel sulfite, sulfite, resma, envelope, pasta, fichario, agenda, livro, livros, lista de material, lista escolar, copia, copias, impressao, imprimir, plastificacao, plastificar, encadernacao, encadernar, escanear, digitalizar, xerocar, papel crepom, eva, giz de cera, tinta guache, lapis de cor, presente, embrulho',
  ),
  concept(
    'contabilidade',
    'contador, contadora, contadores, contabilidade, contabil, escritorio contabil, escritorio de contabilidade',
    'mei, microempreendedor, cnpj, abrir empresa, abertura de empresa, fechar empresa, baixa de empresa, imposto de renda, irpf, declaracao, declaracao do imposto, nota fiscal, notas fiscais, emitir nota, das, simples nacional, folha de pagamento, holerite, contracheque, fgts, esocial, tributos, impostos, imposto, balanco, alvara, regularizar empresa, receita federal, cpf irregular, malha fina, inss autonomo',
  ),
  concept(
    'advocacia',
    'advogado, advogada, advogados, advocacia, escritorio de advocacia, assessoria juridica, consultoria juridica, juridico, juridica',
    'processo, processar, acao judicial, divorcio, separacao, pensao, pensao alimenticia, guarda, guarda dos filhos, inventario, heranca, trabalhista, direito trabalhista, causa trabalhista, rescisao, indenizacao, justica, usucapiao, contrato, direito, direitos, audiencia, aposentadoria, inss, previdenciario, beneficio negado, auxilio doenca, bpc, loas, danos morais, pequenas causas, despejo, criminal, defesa, habeas corpus, testamento, uniao estavel, juiz, juizado, tribunal',
  ),
  concept(
    'imoveis',
    'imobiliaria, imobiliarias, imovel, imoveis, corretor de imoveis, corretora de imoveis, corretor, corretora, aluguel, alugar, alugo, aluga se, vende se',
    'casa para alugar, casa pra alugar, casa a venda, casa para vender, apartamento, apartamentos, kitnet, kitnete, kitinete, quitinete, quitinete, terreno, terrenos, lote, lotes, chacara, sitio, fazenda, sala comercial, ponto comercial, galpao, quarto para alugar, quarto pra alugar, vender minha casa, comprar casa, financiamento, minha casa minha vida, escritura, avaliacao de imovel, condominio, inquilino, locacao, locatario, fiador, caucao, 2 quartos, dois quartos, 3 quartos, suite, edicula, sobrado, casa',
  ),
  concept(
    'seguros',
    'seguro, seguros, seguradora, corretora de seguros, corretor de seguros',
    'seguro de carro, seguro auto, seguro de vida, seguro residencial, seguro de moto, apolice, sinistro, franquia do seguro, cotacao de seguro, assistencia 24h',
  ),
  concept(
    'fotografia',
    'fotografo, fotografa, fotografos, fotografia, fotografias, estudio fotografico, filmagem, filmagens, videomaker, cinegrafista',
    'foto, fotos, ensaio, ensaio fotografico, book, book fotografico, video, videos, drone, cobertura de evento, cobertura fotografica, album, foto 3x4, 3x4, revelar foto, revelacao, impressao de foto, ensaio gestante, gestante, newborn, smash the cake, foto de casamento, fotos de casamento, fotos do aniversario, fotos de formatura, edicao de video, edicao de foto, retrato, retratos, tirar foto, tirar fotos, sessao de fotos',
  ),
  concept(
    'festas',
    'festa, festas, buffet, bufe, bufet, eventos, evento, casa de festa, casa de festas, salao de festa, salao de festas, espaco para eventos, espaco de eventos, cerimonialista, cerimonial, decoracao de festa, decoracao de festas, festa infantil',
    'aniversario, casamento, 15 anos, debutante, formatura, cha de bebe, cha revelacao, cha de panela, batizado, confraternizacao, salgados para festa, salgadinhos, cento de salgados, salgados, docinhos, decoracao, decoradora, kit festa, pegue e monte, painel, arco de baloes, baloes, bexigas, brinquedo, brinquedos, pula pula, cama elastica, piscina de bolinha, tobogan, animador, animadora, palhaco, recreacao, recreador, monitor, dj, som para festa, iluminacao, aluguel de mesas, mesas e cadeiras, aluguel de cadeiras, toalhas, churrasqueiro, garcom, garcons, bartender, barman, open bar, convidados, chacara para festa, festa junina, lembrancinha, lembrancinhas, topo de bolo, mesa de doces',
  ),
  concept(
    'aluguel-festa',
    'aluguel de brinquedos, locacao de brinquedos, aluguel de mesas, aluguel de cadeiras, locacao de mesas',
    'pula pula, cama elastica, piscina de bolinha, tobogan, mesa, mesas, cadeira, cadeiras, toalha, toalhas, tenda, tendas',
  ),
  concept(
    'musica-evento',
    'dj, banda, bandas, musico, musicos, cantor, cantora, som para eventos, sonorizacao, aluguel de som',
    'som, caixa de som, iluminacao, telao, karaoke, musica ao vivo, voz e violao, sertanejo, pagode, seresta, forro, sax, saxofonista, violinista, mariachi',
  ),
  concept(
    'aulas-particulares',
    'aula particular, aulas particulares, professor particular, professora particular, reforco escolar, reforco, explicadora, explicador, explicacao, banca, aulas de reforco',
    'professor, professora, aula, aulas, matematica, portugues, fisica, quimica, biologia, historia, geografia, redacao, enem, vestibular, concurso, concurso publico, tarefa, licao, licao de casa, dever de casa, alfabetizacao, alfabetizar, ler e escrever, prova, provas, recuperacao, nota baixa, escola, faculdade, tcc, monografia, calculo, trabalho escolar',
  ),
  concept(
    'aula-musica',
    'aula de musica, aulas de musica, escola de musica, professor de musica, aula de violao, aula de canto',
    'violao, guitarra, piano, teclado, bateria, canto, cantar, ukulele, flauta, violino, contrabaixo, baixo, cavaquinho, sanfona, acordeon, saxofone, teoria musical, partitura, instrumento',
  ),
  concept(
    'idiomas',
    'idioma, idiomas, escola de idiomas, curso de idiomas, curso de ingles, aula de ingles, ingles, espanhol, frances, italiano, alemao, mandarim, libras',
    'conversacao, intercambio, fluencia, fluente, toefl, ielts, lingua, linguas, lingua estrangeira, traducao, tradutor, tradutora, traduzir, professor nativo, english, japones, coreano, russo',
  ),
  concept(
    'informatica-curso',
    'curso de informatica, aula de informatica, curso profissionalizante, curso tecnico',
    'excel, word, powerpoint, digitacao, programacao, design grafico, photoshop, certificado',
  ),
  // --- fashion ---
  concept(
    'roupas',
    'roupa, roupas, loja de roupa, loja de roupas, vestuario, moda, boutique, brecho, confeccao, confeccoes',
    'vestido, vestidos, calca, calcas, calca jeans, jeans, blusa, blusas, blusinha, camisa, camisas, camiseta, camisetas, short, shorts, bermuda, bermudas, saia, saias, jaqueta, jaquetas, casaco, casacos, moletom, agasalho, lingerie, calcinha, sutia, cueca, pijama, pijamas, moda praia, biquini, maio, sunga, moda infantil, roupa infantil, roupa de bebe, enxoval, recem nascido, body, plus size, moda evangelica, moda fitness, legging, uniforme, conjunto, macacao, terno, blazer, roupa social, vestido de festa, aluguel de roupa, aluguel de terno, aluguel de vestido, tamanho p, tamanho m, tamanho g, gg, numero 40, numero 42, numero 44, meia, meias, bone, bones, cropped, regata, polo',
  ),
  concept(
    'calcados',
    'calcado, calcados, loja de calcados, sapato, sapatos, tenis, sapatenis, sandalia, sandalias, chinelo, chinelos, bota, botas, sapatilha, sapatilhas',
    'rasteirinha, rasteira, salto alto, scarpin, tamanco, mocassim, coturno, chuteira, chuteiras, tenis de corrida, tenis infantil, sapato social, numero 34, numero 35, numero 36, numero 37, numero 38, numero 39, numero 40, numero 41, numero 42, numero 43, numero 44, nike, adidas, havaianas, olympikus, mizuno, vans, all star',
  ),
  concept(
    'bolsas-acessorios',
    'bolsa, bolsas, acessorios, mochila, mochilas, carteira feminina, mala, malas',
    'cinto, oculos de sol, bone, chapeu, lenco, necessaire, pochete, bijuteria, relogio',
  ),
  // --- others ---
  concept(
    'floricultura',
    'floricultura, floriculturas, flor, flores, buque, buques, arranjo de flores, arranjos de flores, coroa de flores, florista',
    'rosa, rosas, arranjo, arranjos, orquidea, orquideas, girassol, girassois, lirio, lirios, tulipa, tulipas, cesta de flores, flores para velorio, coroa, velorio, enterro, flores para casamento, buque de noiva, vaso de flor, vaso, plantas, planta, muda, mudas, suculenta, suculentas, cacto, dia das maes, dia dos namorados, namorada, presentear',
  ),
  concept(
    'presentes',
    'presente, presentes, loja de presentes, cesta de cafe da manha, cestas, cesta, lembranca, lembrancinha, brinquedo, brinquedos, loja de brinquedos',
    'cafe da manha, cesta de chocolate, cesta de natal, kit presente, caneca, pelucia, boneca, carrinho, lego, utilidades, utilidades domesticas, decoracao, artesanato, papelaria',
  ),
  concept(
    'funeraria',
    'funeraria, funerarias, plano funerario, servico funerario, velorio, sepultamento, cremacao',
    'caixao, urna, enterro, falecimento, faleceu, obito, cemiterio, translado, coroa de flores',
  ),
  concept(
    'bicicleta',
    'bicicleta, bicicletas, bicicletaria, bike, bikes, ciclismo, bicicleteiro',
    'magrela, camara de ar, pneu de bike, pneu de bicicleta, pedal, pedais, corrente, correia, freio, freios, marcha, marchas, cambio, guidao, guidom, selim, banco da bike, raio, raios, aro, aro 26, aro 29, aro 20, catraca, coroa, cubo, quadro, mtb, speed, bmx, eletrica, patinete, patinete eletrico, capacete, revisao',
  ),
  concept(
    'moto-oficina',
    'oficina de moto, mecanico de moto, motopecas, moto pecas, pecas de moto',
    'moto, motos, motocicleta, kit relacao, relacao, corrente da moto, pneu de moto, carburador, embreagem, cg, titan, biz, fan, xre, bros, pop, factor, lander, twister, cb',
  ),
  concept(
    'artesanato',
    'artesanato, artesa, artesao, croche, trico, bordado, macrame, biscuit, feltro',
    'personalizado, lembrancinha, feito a mao, tapete de croche, amigurumi, caixinha, mdf decorado',
  ),
  concept(
    'hotel',
    'hotel, hoteis, pousada, pousadas, hospedagem, hostel, motel, diaria',
    'quarto, suite, pernoite, reserva, cafe da manha incluso, hospedar, hospedado, chale, camping',
  ),
  concept(
    'eventos-igreja',
    'igreja, culto, missa, paroquia, pastor, padre',
    'batismo, batizado, casamento religioso, crisma, catequese, oracao',
  ),
  concept(
    'emprego',
    'vaga de emprego, emprego, vagas, curriculo, trabalho, trabalhar',
    'contratando, contrata, contratar, estagio, jovem aprendiz, carteira assinada, salario, freelancer, bico, diaria',
  ),
  concept(
    'marido-aluguel',
    'marido de aluguel, faz tudo, reparos gerais, pequenos reparos, manutencao residencial, handyman',
    'instalar prateleira, instalar cortina, pendurar quadro, furar parede, trocar lampada, consertar porta, trocar chuveiro, montar moveis, furadeira',
  ),
  concept(
    'cortinas-persianas',
    'cortina, cortinas, persiana, persianas, cortineiro, papel de parede',
    'varao, trilho, blackout, rolo, tecido, instalar cortina, papel de parede, adesivo de parede',
  ),
  concept(
    'climatizacao-veiculo',
    'ar condicionado automotivo, ar do carro, ar condicionado do carro',
    'gas do ar do carro, ar nao gela no carro, compressor',
  ),
  concept(
    'toldos',
    'toldo, toldos, cobertura, coberturas, policarbonato, pergolado',
    'lona, retratil, garagem coberta, area coberta',
  ),
  concept(
    'limpeza-caixa-dagua',
    'limpeza de caixa dagua, limpeza de caixa de agua, lavar caixa dagua',
    'caixa dagua, caixa de agua, reservatorio, cisterna',
  ),
  concept(
    'chaveiro-auto',
    'chave codificada, chave canivete, copia de chave de carro, chave do carro',
    'perdi a chave do carro, trancou o carro, chave presa, ignicao',
  ),
];

/**
 * Everyday words that are not about any trade. They are never "corrected" into a trade word
 * ("pensar" is not a typo of "pensao", "calor" not of "calota").
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `aberto aberta abertos abre abrem abrir fechado fechada fecha fecham fechar funciona funcionar
  resolver resolve resolvi resolveu lindo linda lindos bonito bonita feio feia chato chata ruim ruins
  pessimo pessima otimo otima certo certa errado errada verdade mentira sono fome sede cansado cansada
  feliz triste saudade saudades amor vida mundo familia marido esposa mulher homem pai mae irmao irma
  tio tia primo prima pessoa pessoas nome idade trabalho trabalhando trabalhar jogo jogos time futebol
  flamengo corinthians palmeiras vasco gremio internacional cruzeiro atletico santos bahia jogar
  jogando assistir novela filme filmes serie series netflix chuva chover chovendo calor frio tempo
  clima quente gelado vento praia ferias natal pascoa parabens deus jesus amem gloria oracao
  abencoado abencoada lista dono numero mensagem mensagens lembrar lembrei esqueci esquecer pensar
  pensando pensei acho achei entendi entender explicar pergunta perguntar responder resposta
  respondeu duvida duvidas chegando cheguei saindo passei esperar espera esperando aguardo aguardando
  combinado combinar fechou marcado marcar agendar agendado ligar liguei mandar manda mandei enviar
  envia enviei receber recebi recebido dinheiro reais centavos pagamento pagar pago boleto desculpa
  desculpe perdao print audio figurinha atendimento atendente atender atenderam resolvido resolvida
  demorado demorada esperei esperando tentando tentei tentar consegui conseguiu funcionou precisei
  quanto quantos quando onde porque motivo ninguem alguem ontem amanha semana passada proxima mesma
  mesmo outra outro aqui ali perto longe cidade bairro rua estado pais brasil paulo janeiro fevereiro
  marco abril maio junho julho agosto setembro outubro novembro dezembro segunda terca quarta quinta
  sexta sabado domingo manha noite tarde hoje cedo madrugada meia noite horario minutos segundos
  gostei gostou gosto adorei amei odeio odiei legal bacana incrivel maravilhoso maravilhosa perfeito
  perfeita sucesso parceria parceiro parceira cliente clientes empresa empresas dono dona chefe patrao
  conversa conversar falar falando fala contar conta contando historia noticia noticias politica
  presidente governo eleicao prefeito vereador video videos foto fotos grupo grupos participar sair
  entrar adicionar remover bloquear denunciar spam lindeza nossa senhora poxa caramba sorte azar
  preguica vontade pressa calma paciencia problema problemas questao assunto informacao informacoes
  teste testando testar funcionando sistema aplicativo app site pagina link original
  originais verdadeiro falso`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);
